/**
 * Who may change a saved simulation profile: its owner (who saved it first, by user name), admins and nutritionists;
 * anyone else reads it only. A profile saved before owners were kept has none and is changed by staff only.
 */
export interface ProfileViewer {
  readonly roles: readonly string[];
  readonly username: string;
}

export function canChangeSimulationProfile(viewer: ProfileViewer, owner: string | null | undefined): boolean {
  if (viewer.roles.includes('admin') || viewer.roles.includes('nutritionist')) return true;
  return !!owner && owner === viewer.username;
}
