/** The areas of the in-app help (/help/<slug>), in the menu's order; each page is a markdown file in
 * src/features/help/pages. */
export const HELP_AREAS = [
  { slug: 'sign-in', title: 'Sign-in and roles' },
  { slug: 'recipes', title: 'Recipes' },
  { slug: 'ingredients', title: 'Ingredients and food composition' },
  { slug: 'food-groups', title: 'Food groups and food restrictions' },
  { slug: 'meal-simulation', title: 'Meal simulation' },
  { slug: 'usage-statistics', title: 'Usage statistics' },
  { slug: 'testing', title: 'Algorithm testing' },
  { slug: 'users', title: 'Users' },
  { slug: 'settings', title: 'Settings (recommender, energy)' },
  { slug: 'utilities', title: 'Utilities, export and photo moderation' },
] as const;

export type HelpArea = (typeof HELP_AREAS)[number]['slug'];

/** The route of an area's help page. */
export const helpPath = (area: HelpArea): string => `/help/${area}`;
