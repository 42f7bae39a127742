/**
 * The ingredient list of the search service (search.yaml searchIngredients): the page and its filters are
 * the shared ingredient page (src/server/db); rows are shaped as IngredientSummary with the parts the model
 * and `expand` ask for.
 */
import type { SqlRunner } from '../../db/client';
import { compact, readIngredientPage, type IngredientFilter } from '../../db';
import type { components, operations } from '../../generated/search.schema.generated';

export type IngredientSearchQuery = NonNullable<operations['searchIngredients']['parameters']['query']>;
export type ListedIngredient = components['schemas']['IngredientSummary'];
type Expand = NonNullable<IngredientSearchQuery['expand']>[number];

export function toIngredientFilter(q: IngredientSearchQuery): IngredientFilter {
  return {
    name: q.name,
    foodGroups: q.idGroup,
    country: q.country,
    onlyUsedInRecipes: q.onlyUsedInRecipes,
    languaLIDs: q.languaLID,
    includeLanguaLSubtree: q.includeLanguaLSubtree,
    unitsFilter: q.unitsFilter,
    visibilityFilter: q.visibilityFilter,
    ingredientGroupFilter: q.ingredientGroupFilter,
    withDataIssues: q.withDataIssues,
  };
}

export function createIngredientSearchRepository(tx: SqlRunner) {
  return {
    /** One page by name (best match first when searching by name) and the number of matches. */
    async page(q: IngredientSearchQuery, offset: number, limit: number): Promise<{ items: ListedIngredient[]; total: number }> {
      const full = q.model !== 'SIMPLE';
      const expand = new Set<Expand>(full ? ['units', 'groups', 'ingredientGroup', 'usedInRecipes'] : (q.expand ?? []));
      const page = await readIngredientPage(tx, toIngredientFilter(q), offset, limit, {
        units: expand.has('units'),
        groups: expand.has('groups'),
        usedInRecipes: expand.has('usedInRecipes'),
      });
      const items = page.items.map((r): ListedIngredient =>
        compact({
          idIngredient: r.id,
          name: r.name,
          englishName: r.englishName,
          originalName: full ? r.originalName : undefined,
          externalID: full ? r.externalId : undefined,
          source: full ? r.source : undefined,
          hideFromUser: full ? r.hideFromUser : undefined,
          energyKcal: full ? r.energyKcal : undefined,
          groups: r.groups,
          ingredientGroup: expand.has('ingredientGroup') ? r.ingredientGroup : undefined,
          units: r.units as ListedIngredient['units'],
          // The list's Units column: NUTRITIONIST_UI fills every field, this one as the app API's list does.
          unitCount: full && r.units ? r.units.filter((u) => u.name !== 'GRAMS').length : undefined,
          usedInRecipes: r.usedInRecipes,
        }),
      );
      return { items, total: page.total };
    },
  };
}
