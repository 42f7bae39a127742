import type { AuthState } from '../../../auth/authSlice';

/**
 * Recipe editing (catalogue.md section 6): admins and nutritionists edit any recipe; anyone else
 * only a recipe whose author's external id is their own. A recipe not yet saved is always editable.
 */
export function mayEditRecipe(session: Pick<AuthState, 'roles' | 'externalId'>, author?: { externalID?: string }): boolean {
  if (session.roles.includes('admin') || session.roles.includes('nutritionist')) return true;
  if (!author) return true;
  return !!author.externalID && author.externalID === session.externalId;
}

/** The author picker and the author list are for admins only. */
export function mayPickAuthor(session: Pick<AuthState, 'roles'>): boolean {
  return session.roles.includes('admin');
}
