import { useAppSelector } from '../../../app/hooks';
import { selectRoles } from '../../../auth/authSlice';
import { MENU, mayAccess } from '../../../auth/roles';

/** Section 6: admin, nutritionist and ambassador edit ingredients; everyone else reads. */
export const INGREDIENT_EDITOR_ROLES = ['admin', 'nutritionist', 'ambassador'] as const;

export function useMayEditIngredients(): boolean {
  const roles = useAppSelector(selectRoles);
  return INGREDIENT_EDITOR_ROLES.some((role) => roles.includes(role));
}

/**
 * Whether the signed-in roles may open /food-restrictions (the menu's audience, section 6: nutritionists):
 * the editor links a food restriction only for them, and names it as plain text for everyone else, who
 * would land on "Access denied".
 */
export function useMayOpenFoodRestrictions(): boolean {
  const roles = useAppSelector(selectRoles);
  const area = MENU.find((a) => a.path === '/food-restrictions');
  return area !== undefined && mayAccess(area.audience, roles);
}
