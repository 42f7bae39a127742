/**
 * The role table for the catalogue areas, checked by the services as well as by the route guard (which
 * reads the documents' x-roles), so a service called without HTTP keeps the same rules.
 */
import { hasRole, type Principal } from '../auth';
import { forbidden } from '../http';

/** Food groups and food restrictions are changed by nutritionists (and admins). */
export const CATALOGUE_EDITORS = ['admin', 'nutritionist'] as const;
/** Photos are moderated by admins and nutritionists. */
export const PHOTO_MODERATORS = ['admin', 'nutritionist'] as const;

export function requireRole(principal: Principal, roles: readonly string[], action: string): void {
  if (!roles.some((role) => hasRole(principal, role))) {
    throw forbidden(`Only ${roles.map((r) => `${r}s`).join(' and ')} may ${action}`);
  }
}
