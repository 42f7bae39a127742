/**
 * The password rules (NIST SP 800-63B 5.1.1.2): long enough, not absurdly long, not a common or breached
 * password, not the user's email. No composition rules (digits, symbols) and no expiry: NIST advises
 * against both. One function for the identity provider, the users API and the SPA's dialogs, so all three
 * name the same rule in the same words.
 */

/** The default minimum length (`PASSWORD_MIN_LENGTH` on the server may raise or lower it, never below 8). */
export const DEFAULT_PASSWORD_MIN_LENGTH = 12;
/** The longest password taken (NIST: at least 64 must be allowed); the API documents limit the field to it. */
export const PASSWORD_MAX_LENGTH = 128;
/** NIST's floor for a password chosen by a person. */
export const PASSWORD_MIN_LENGTH_FLOOR = 8;

/** Which rule a password breaks: the `rule` of a 400 `PASSWORD_POLICY`. */
export type PasswordRule = 'minLength' | 'maxLength' | 'common' | 'email';

export interface PasswordCheck {
  /** The user's email (or sign-in name): the password may not be it, nor its part before the @. */
  email?: string;
  minLength?: number;
  /** Whether the (lower-cased) password is on the list of common and breached passwords; absent: not checked. */
  isCommon?: (password: string) => boolean;
}

export interface PasswordProblem {
  rule: PasswordRule;
  message: string;
}

/** The rules in one sentence, shown under a new-password field before anything is sent. */
export const passwordRuleText = (minLength = DEFAULT_PASSWORD_MIN_LENGTH) =>
  `At least ${minLength} characters; not a common or breached password, nor the email address.`;

/** Length in characters as a person counts them (an emoji is one), as NIST asks. */
const lengthOf = (text: string) => [...text].length;

/** The first rule `password` breaks, in the words shown under the field; `undefined` when it is acceptable. */
export function passwordProblem(password: string, check: PasswordCheck = {}): PasswordProblem | undefined {
  const minLength = check.minLength ?? DEFAULT_PASSWORD_MIN_LENGTH;
  const length = lengthOf(password);
  if (length < minLength) {
    return { rule: 'minLength', message: `The password needs at least ${minLength} characters.` };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return { rule: 'maxLength', message: `The password can have at most ${PASSWORD_MAX_LENGTH} characters.` };
  }
  const lower = password.trim().toLowerCase();
  const email = check.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) {
    return { rule: 'email', message: 'The password must not be the email address.' };
  }
  if (check.isCommon?.(lower)) {
    return {
      rule: 'common',
      message: 'This password is on the list of common and breached passwords: choose a less predictable one.',
    };
  }
  return undefined;
}
