import { useAppSelector } from '../../../app/hooks';
import { selectRoles } from '../../../auth/authSlice';

/** Section 6: admin, nutritionist and ambassador edit ingredients; everyone else reads. */
export const INGREDIENT_EDITOR_ROLES = ['admin', 'nutritionist', 'ambassador'] as const;

export function useMayEditIngredients(): boolean {
  const roles = useAppSelector(selectRoles);
  return INGREDIENT_EDITOR_ROLES.some((role) => roles.includes(role));
}
