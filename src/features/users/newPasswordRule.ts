import { passwordProblem, passwordRuleText } from '../../domain/passwordPolicy';

/** The rules of a new password, shown under the field before anything is sent (the server applies the same). */
export const NEW_PASSWORD_RULE = passwordRuleText();

/**
 * react-hook-form validation of a password an admin sets: the rule it breaks, in the words the server would
 * answer with, or true. The list of common passwords (about 200 KB) is fetched only when a dialog checks one.
 */
export async function validateNewPassword(password: string, email: string | undefined): Promise<true | string> {
  if (password === '') return 'Password cannot be empty';
  const { isCommonPassword } = await import(/* webpackChunkName: "common-passwords" */ '../../domain/commonPasswords');
  return passwordProblem(password, { email, isCommon: isCommonPassword })?.message ?? true;
}

/** The message of a 400 PASSWORD_POLICY (the server's minimum may be set higher than the SPA's default). */
export function passwordPolicyMessage(error: unknown): string | undefined {
  const data = (error as { status?: unknown; data?: { code?: unknown; message?: unknown } } | undefined)?.data;
  return data?.code === 'PASSWORD_POLICY' && typeof data.message === 'string' ? data.message : undefined;
}
