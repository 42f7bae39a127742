import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { appApiFieldLimits } from '../../services/generated/appApi.constants.generated';
import { NEW_PASSWORD_RULE, validateNewPassword } from './newPasswordRule';

interface ResetPasswordDialogProps {
  /** The user's email, or undefined when closed. */
  email: string | undefined;
  busy: boolean;
  /** Answers whether the password was reset (the dialog closes then), or the password rule the server named. */
  onReset: (password: string) => Promise<boolean | string>;
  onClose: () => void;
}

/** A new (temporary) password for a user; it needs a value. */
export function ResetPasswordDialog({ email, busy, onReset, onClose }: ResetPasswordDialogProps) {
  const { register, handleSubmit, reset, formState, setError } = useForm<{ password: string }>({
    defaultValues: { password: '' },
  });
  useEffect(() => {
    if (email !== undefined) reset({ password: '' });
  }, [email, reset]);
  const submit = handleSubmit(async ({ password }) => {
    const done = await onReset(password);
    if (typeof done === 'string') setError('password', { message: done }, { shouldFocus: true });
    else if (done) onClose();
  });
  const error = formState.errors.password?.message;
  return (
    <Dialog.Root open={email !== undefined} onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Reset password of {email}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root required invalid={!!error}>
                  <Field.Label>New password</Field.Label>
                  <Input
                    type="password"
                    autoComplete="new-password"
                    maxLength={appApiFieldLimits.PasswordReset.password.maxLength}
                    {...register('password', { validate: (v) => validateNewPassword(v, email) })}
                  />
                  <Field.HelperText>{NEW_PASSWORD_RULE} The user chooses their own at the next sign-in.</Field.HelperText>
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="teal" loading={busy}>
                  Reset password
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
