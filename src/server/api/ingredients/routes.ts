/** FCDB ingredients, their units, LanguaL and display names (openapi/api.yaml, tags Ingredients, Langual, Display names). */
import { forContext, unitOfWork } from '../../db';
import { handlersFor, notFound, page } from '../../http';
import type { operations } from '../../generated/api.schema.generated';
import type { BackendDeps } from '../../deps';
import { createIngredientGroupsService } from './ingredientGroupsService';
import { createIngredientsService } from './ingredientsService';
import { createLangualRepository } from './langualRepository';

export function createIngredientRoutes(deps: BackendDeps) {
  const ingredients = createIngredientsService({ contextDb: (country) => forContext(deps.db, country) });
  const groups = createIngredientGroupsService();
  const langual = (ctx: Parameters<typeof unitOfWork>[0]) => unitOfWork(ctx, createLangualRepository);
  const unknownTerm = (id: string) => notFound(`LanguaL term ${id} not found`);

  return handlersFor<operations>()({
    listIngredients: async ({ query, ctx }) => {
      const result = await ingredients.list(
        ctx,
        {
          name: query.search,
          foodGroups: query.foodGroup,
          onlyUsedInRecipes: query.onlyUsedInRecipes,
          languaLIDs: query.languaLID,
          includeLanguaLSubtree: query.includeLanguaLSubtree,
          unitsFilter: query.unitsFilter,
          visibilityFilter: query.visibilityFilter,
          ingredientGroupFilter: query.ingredientGroupFilter,
          withDataIssues: query.withDataIssues,
        },
        query.page ?? 0,
        query.pageSize ?? 20,
      );
      return page(result.items, result.total);
    },
    getIngredient: ({ params, ctx }) => ingredients.get(ctx, params.id),
    saveIngredient: async ({ params, body, ctx }) => {
      await ingredients.save(ctx, params.idIngredient, body);
    },
    deleteIngredient: ({ params, ctx }) => ingredients.remove(ctx, params.id),
    duplicateIngredient: ({ params, headers, ctx }) => ingredients.duplicate(ctx, params.id, headers['idempotency-key']),
    importIngredient: ({ body, ctx }) => ingredients.importFrom(ctx, body.idIngredient, body.country),
    setIngredientVisibility: ({ params, query, ctx }) => ingredients.setVisibility(ctx, params.id, query.hidden),
    saveIngredientUnits: ({ params, body, ctx }) => ingredients.saveUnits(ctx, params.id, body),

    listLangualTerms: async ({ query, ctx }) => {
      const size = query.pageSize ?? 20;
      const result = await langual(ctx.db)((terms) => terms.list(query.name, (query.page ?? 0) * size, size));
      return page(result.items, result.total);
    },
    getLangualTerm: async ({ params, ctx }) => {
      const term = await langual(ctx.db)((terms) => terms.get(params.id));
      if (!term) throw unknownTerm(params.id);
      return term;
    },
    getLangualParent: async ({ params, ctx }) => {
      const parent = await langual(ctx.db)(async (terms) => {
        const term = await terms.get(params.id);
        if (!term) throw unknownTerm(params.id);
        if (!term.parentId) throw notFound(`LanguaL term ${params.id} is a root facet and has no parent`);
        return terms.get(term.parentId);
      });
      if (!parent) throw unknownTerm(params.id);
      return parent;
    },
    getLangualChildren: ({ params, ctx }) =>
      langual(ctx.db)(async (terms) => {
        if (!(await terms.get(params.id))) throw unknownTerm(params.id);
        return terms.children(params.id);
      }),

    listIngredientGroups: async ({ query, ctx }) => {
      const size = query.pageSize ?? 20;
      const result = await groups.list(ctx, { search: query.search, languaLIDs: query.languaLID }, query.page ?? 0, size);
      return page(result.items, result.total);
    },
    createIngredientGroup: ({ body, headers, ctx }) => groups.create(ctx, body, headers['idempotency-key']),
    getIngredientGroup: ({ params, ctx }) => groups.get(ctx, params.id),
    updateIngredientGroup: ({ params, body, ctx }) => groups.update(ctx, params.id, body),
    deleteIngredientGroup: ({ params, ctx }) => groups.remove(ctx, params.id),
  });
}
