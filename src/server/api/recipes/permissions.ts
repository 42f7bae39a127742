/** Who may see and change recipe photos beyond the role table; recipe editing is the domain rule (src/domain/recipePermissions.ts). */
import { hasRole, type Principal } from '../../auth';

export { canEditRecipe } from '../../../domain/recipePermissions';

/** Staff see and delete every photo; others only approved and cover photos, and their own unless rejected. */
export function isPhotoStaff(principal: Principal): boolean {
  return hasRole(principal, 'admin') || hasRole(principal, 'nutritionist') || hasRole(principal, 'ambassador');
}

export function canSeePhoto(
  principal: Principal,
  photo: { moderation_status: string; photo_type: string; author_id: string | null },
): boolean {
  return (
    isPhotoStaff(principal) ||
    photo.moderation_status === 'APPROVED' ||
    photo.photo_type === 'COVER' ||
    (photo.author_id === principal.sub && photo.moderation_status !== 'REJECTED')
  );
}
