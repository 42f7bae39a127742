/**
 * Prints the list of common and breached passwords the embedded provider refuses, one per line, for
 * Keycloak's `passwordBlacklist` policy (src/server/README.md, Security):
 * `npx tsx scripts/common-passwords.ts > <keycloak>/data/password-blacklists/common-passwords.txt`.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

process.stdout.write(`${dictionary['passwords-common'].join('\n')}\n`);
