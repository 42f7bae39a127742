/**
 * The list of common and breached passwords the password rules refuse: the `passwords-common` dictionary of
 * @zxcvbn-ts/language-common (MIT), 49,233 lower-cased passwords that occur more than ten times in Mark
 * Burnett's ten million leaked passwords (xato.net). Shipped in the package, so no network call; kept out of
 * `domain/index.ts` so that only code that checks a password (the servers, and the SPA's password dialogs
 * through a lazy import) carries it.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/** How many passwords the list holds. */
export const commonPasswordCount = () => (common ??= new Set(dictionary['passwords-common'])).size;

/** Whether `password` (any case) is on the list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}
