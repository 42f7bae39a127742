import { Button, Checkbox, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { appApiFieldLimits } from '../../services/generated/appApi.constants.generated';
import { NEW_PASSWORD_RULE, validateNewPassword } from './newPasswordRule';

export interface NewUserForm {
  email: string;
  password: string;
  name: string;
  isTrialUser: boolean;
  isGamebusEnabled: boolean;
  livingIndependently: boolean;
}

const EMPTY: NewUserForm = {
  email: '',
  password: '',
  name: '',
  isTrialUser: false,
  isGamebusEnabled: false,
  livingIndependently: true,
};

interface CreateUserDialogProps {
  open: boolean;
  /** The context label the user is created in (shown in the title). */
  contextLabel: string;
  busy: boolean;
  /** Answers whether the account was created (the dialog closes then), or the password rule the server named. */
  onCreate: (form: NewUserForm) => Promise<boolean | string>;
  onClose: () => void;
}

const FLAGS: Array<{ name: 'isTrialUser' | 'isGamebusEnabled' | 'livingIndependently'; label: string }> = [
  { name: 'isTrialUser', label: 'Trial user' },
  { name: 'isGamebusEnabled', label: 'GameBus enabled' },
  { name: 'livingIndependently', label: 'Living independently' },
];

/** A new app user: email and a temporary password are required (the user changes it at the first sign-in). */
export function CreateUserDialog({ open, contextLabel, busy, onCreate, onClose }: CreateUserDialogProps) {
  const { register, handleSubmit, control, reset, formState, setError } = useForm<NewUserForm>({ defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const submit = handleSubmit(async (form) => {
    const created = await onCreate(form);
    if (typeof created === 'string') setError('password', { message: created }, { shouldFocus: true });
    else if (created) onClose();
  });
  const { errors } = formState;
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>New user in {contextLabel}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root required invalid={!!errors.email}>
                    <Field.Label>Email</Field.Label>
                    <Input
                      autoComplete="off"
                      maxLength={appApiFieldLimits.UserCreate.email.maxLength}
                      {...register('email', { validate: (v) => v.trim() !== '' || 'Email cannot be empty' })}
                    />
                    <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={!!errors.password}>
                    <Field.Label>Temporary password</Field.Label>
                    <Input
                      type="password"
                      autoComplete="new-password"
                      maxLength={appApiFieldLimits.UserCreate.password.maxLength}
                      {...register('password', { validate: (v, form) => validateNewPassword(v, form.email) })}
                    />
                    <Field.HelperText>{NEW_PASSWORD_RULE} The user chooses their own at the first sign-in.</Field.HelperText>
                    <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Name</Field.Label>
                    <Input maxLength={appApiFieldLimits.UserCreate.name.maxLength} {...register('name')} />
                  </Field.Root>
                  {FLAGS.map((flag) => (
                    <Controller
                      key={flag.name}
                      control={control}
                      name={flag.name}
                      render={({ field }) => (
                        <Checkbox.Root checked={field.value} onCheckedChange={(d) => field.onChange(d.checked === true)}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{flag.label}</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                    />
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="teal" loading={busy}>
                  Create
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
