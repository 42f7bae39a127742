import { Field } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';

/** True inside a locked (read-only) form: hints about what a field accepts are then noise and are hidden. */
export const FormLockedContext = createContext(false);
export const useFormLocked = () => useContext(FormLockedContext);

interface FormFieldProps {
  label: string;
  error?: string;
  /** What the field accepts (from the document's limits), shown under it. */
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form control with its hint and validation message (Chakra's Field links label, input, hint and error). */
export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  const locked = useFormLocked();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && !error && !locked && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
