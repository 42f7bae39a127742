import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled form control with its validation message (Chakra's Field links label, input and error). */
export function FormField({ label, error, required, children }: { label: string; error?: string; required?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
