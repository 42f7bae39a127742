import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../components/toaster';
import { appApi } from '../../services/appApi';
import type { ListUsersApiArg } from '../../services/generated/appApi.generated';
import type { NewUserForm } from './CreateUserDialog';
import { passwordPolicyMessage } from './newPasswordRule';
import {
  USER_MESSAGES,
  impersonating,
  useCreateUserMutation,
  useDeleteUserMutation,
  useResetUserPasswordMutation,
  type Country,
} from './usersApi';

/**
 * Create, reset password and delete in the picked context, through the impersonation headers, with the
 * catalogue's messages. `listArgs` is the page on screen: a deleted user leaves it at once.
 */
export function useUserActions(context: Country, listArgs: ListUsersApiArg) {
  const dispatch = useAppDispatch();
  const [createUser, createState] = useCreateUserMutation();
  const [resetPassword, resetState] = useResetUserPasswordMutation();
  const [deleteUser, deleteState] = useDeleteUserMutation();
  const headers = impersonating(context);

  /** True when created; a password rule the server named (shown under the field); false otherwise (a toast says so). */
  const create = async (form: NewUserForm): Promise<boolean | string> => {
    try {
      await createUser({
        ...headers,
        temporaryPassword: true,
        userCreate: {
          dbContext: context,
          email: form.email.trim(),
          password: form.password,
          ...(form.name.trim() ? { name: form.name.trim() } : {}),
          isTrialUser: form.isTrialUser,
          isGamebusEnabled: form.isGamebusEnabled,
          livingIndependently: form.livingIndependently,
        },
      }).unwrap();
      notify('success', USER_MESSAGES.created);
      return true;
    } catch (error) {
      const rule = passwordPolicyMessage(error);
      if (rule) return rule;
      notify('error', USER_MESSAGES.createFailed);
      return false;
    }
  };

  const reset = async (id: number, password: string): Promise<boolean | string> => {
    try {
      await resetPassword({ ...headers, id, passwordReset: { password, temporary: true } }).unwrap();
      notify('success', USER_MESSAGES.reset);
      return true;
    } catch (error) {
      const rule = passwordPolicyMessage(error);
      if (rule) return rule;
      notify('error', USER_MESSAGES.resetFailed);
      return false;
    }
  };

  const remove = async (id: number): Promise<boolean> => {
    try {
      await deleteUser({ ...headers, id }).unwrap();
      // The row goes from the page on screen now; the refetch the delete triggers then settles the total.
      dispatch(
        appApi.util.updateQueryData('listUsers', listArgs, (page) => {
          const before = page.items.length;
          page.items = page.items.filter((u) => u.idUser !== id);
          page.total -= before - page.items.length;
        }),
      );
      notify('success', USER_MESSAGES.deleted);
      return true;
    } catch {
      notify('error', USER_MESSAGES.deleteFailed);
      return false;
    }
  };

  return {
    create,
    reset,
    remove,
    creating: createState.isLoading,
    resetting: resetState.isLoading,
    deleting: deleteState.isLoading,
  };
}
