/**
 * Who may change a recipe: admins and nutritionists edit any recipe; anyone
 * else only a recipe they authored, matched by the identity provider's external id. A recipe with no
 * author (the seeded catalogue) is therefore read-only to everyone but staff.
 */
export interface RecipeViewer {
  roles: readonly string[];
  /** The viewer's external id at the identity provider. */
  externalId: string;
}

export function isRecipeStaff(viewer: Pick<RecipeViewer, 'roles'>): boolean {
  return viewer.roles.includes('admin') || viewer.roles.includes('nutritionist');
}

/** True when `viewer` may save, delete or set the cover of a saved recipe by this author. */
export function canEditRecipe(viewer: RecipeViewer, authorExternalId: string | null | undefined): boolean {
  if (isRecipeStaff(viewer)) return true;
  return !!authorExternalId && authorExternalId === viewer.externalId;
}

/** The author picker of the editor is for admins only. */
export function canPickRecipeAuthor(viewer: Pick<RecipeViewer, 'roles'>): boolean {
  return viewer.roles.includes('admin');
}

/** The recipe list's Author filter is for staff (the author list is read by admins and nutritionists). */
export function canFilterRecipesByAuthor(viewer: Pick<RecipeViewer, 'roles'>): boolean {
  return isRecipeStaff(viewer);
}
