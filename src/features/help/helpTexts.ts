import type { HelpArea } from '../../components/helpAreas';
import signIn from './pages/sign-in.md';
import recipes from './pages/recipes.md';
import ingredients from './pages/ingredients.md';
import foodGroups from './pages/food-groups.md';
import mealSimulation from './pages/meal-simulation.md';
import usageStatistics from './pages/usage-statistics.md';
import testing from './pages/testing.md';
import users from './pages/users.md';
import settings from './pages/settings.md';
import utilities from './pages/utilities.md';
import index from './pages/index.md';

/** The markdown of each help page, and of the index's introduction. Loaded with the help route only. */
export const HELP_TEXTS: Record<HelpArea | 'index', string> = {
  index,
  'sign-in': signIn,
  recipes,
  ingredients,
  'food-groups': foodGroups,
  'meal-simulation': mealSimulation,
  'usage-statistics': usageStatistics,
  testing,
  users,
  settings,
  utilities,
};
