/** Roles from the identity token (realm_access.roles). Anyone without a staff role is a plain user. */
export const STAFF_ROLES = ['admin', 'nutritionist', 'ambassador'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = StaffRole | 'user';

/** Who may see an area (the same roles the operations' x-roles admit in openapi/*.yaml). */
export type Audience = 'everyone' | readonly StaffRole[];

export interface Area {
  label: string;
  path: string;
  audience: Audience;
}

/** The top menu, in the specification's order. */
export const MENU: readonly Area[] = [
  { label: 'Recipes', path: '/recipes', audience: 'everyone' },
  { label: 'Ingredients', path: '/ingredients', audience: 'everyone' },
  { label: 'Food groups', path: '/foodgroups', audience: ['nutritionist'] },
  { label: 'Food restrictions', path: '/food-restrictions', audience: ['nutritionist'] },
  { label: 'Meal simulation', path: '/meal-simulation', audience: 'everyone' },
  { label: 'Usage statistics', path: '/usage-statistics', audience: 'everyone' },
  { label: 'Testing', path: '/testing', audience: ['nutritionist'] },
  { label: 'Users', path: '/users', audience: ['admin'] },
  { label: 'Settings', path: '/settings', audience: ['admin'] },
  { label: 'Utilities', path: '/utils', audience: 'everyone' },
];

/**
 * The photo moderation queue (/photos) is not in the top menu; Utilities links to it. Its audience
 * is the one the moderation operations admit.
 */
export const PHOTO_MODERATION: Area = { label: 'Photo moderation', path: '/photos', audience: ['admin', 'nutritionist'] };

/**
 * "Load user profile" on the meal simulation: staff who simulate plans read an app user's profile (the
 * x-roles of listContextUsers and getUserProfile); only admins pick another context.
 */
export const USER_PROFILE_READERS: readonly StaffRole[] = ['admin', 'nutritionist'];

/** The catalogue coverage report (/recipes/coverage): the x-roles of getCatalogueCoverage. */
export const CATALOGUE_COVERAGE: Area = {
  label: 'Catalogue coverage',
  path: '/recipes/coverage',
  audience: ['admin', 'nutritionist'],
};

/** Roles that may export the database: admins and the bulk-export role. */
export const EXPORT_ROLES = ['admin', 'bulk-export'] as const;

export function mayExportDatabase(roles: readonly string[]): boolean {
  return EXPORT_ROLES.some((role) => roles.includes(role));
}

export function mayAccess(audience: Audience, roles: readonly string[]): boolean {
  return audience === 'everyone' || audience.some((role) => roles.includes(role));
}

export function visibleMenu(roles: readonly string[]): Area[] {
  return MENU.filter((area) => mayAccess(area.audience, roles));
}
