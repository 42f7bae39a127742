/** The display-name screens' view of the app API: the generated, enhanced endpoints they use. */
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { STAFF_ROLES, mayAccess } from '../../../auth/roles';
import { appApi } from '../../../services/appApi';
import { appApiFieldLimits } from '../../../services/generated/appApi.constants.generated';
import type { IngredientGroupSummary } from '../../../services/generated/appApi.generated';
import { toPage } from '../../../services/page';
import { listAndItemTags } from '../../../services/tags';

export const {
  useListIngredientGroupsQuery,
  useGetIngredientGroupQuery,
  useCreateIngredientGroupMutation,
  useUpdateIngredientGroupMutation,
  useDeleteIngredientGroupMutation,
  useGetLanguagesQuery,
} = appApi;

export type {
  IngredientGroup,
  IngredientGroupInput,
  IngredientGroupNameTranslation,
  IngredientGroupSummary,
  IngredientRef,
  Language,
} from '../../../services/generated/appApi.generated';

/** The largest page GET /ingredientgroup answers (openapi/api.yaml PageSize). */
const FETCH_PAGE = 200;

/**
 * Every display name (matching the LanguaL filter) in one list, read page by page from GET /ingredientgroup,
 * for the ingredient editor's display-name picker (the list screen pages by 20 on the server). Cached under
 * the display-name list tag, so every save or delete refreshes it.
 */
const displayNamesApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    listAllIngredientGroups: build.query<IngredientGroupSummary[], { languaLid: string[] }>({
      async queryFn({ languaLid }, _api, _extra, baseQuery) {
        const all: IngredientGroupSummary[] = [];
        for (let page = 0; ; page += 1) {
          const result = await baseQuery({
            url: '/ingredientgroup',
            params: { languaLID: languaLid, page, pageSize: FETCH_PAGE },
          });
          if (result.error) return { error: result.error as FetchBaseQueryError };
          const { items, total } = toPage(result.data as IngredientGroupSummary[], result.meta as FetchBaseQueryMeta);
          all.push(...items);
          if (items.length < FETCH_PAGE || all.length >= total) return { data: all };
        }
      },
      providesTags: (groups) => listAndItemTags('Display names', groups, (g) => g.idIngredientGroup),
    }),
  }),
});

export const { useListAllIngredientGroupsQuery } = displayNamesApi;

/** The limits of the editor's fields (openapi/api.yaml). */
export const DISPLAY_NAME_LIMITS = {
  name: appApiFieldLimits.IngredientGroupInput.name,
  translation: appApiFieldLimits.IngredientGroupNameTranslation.translation,
} as const;

/** Admins, nutritionists and ambassadors create and change display names; everyone else reads them. */
export const mayEditDisplayNames = (roles: readonly string[]): boolean => mayAccess(STAFF_ROLES, roles);

export const DISPLAY_NAME_MESSAGES = {
  saved: 'Display name saved with success',
  saveFailed: 'Error saving display name',
  deleted: 'Display name deleted with success',
  deleteFailed: 'Error deleting display name',
  loadFailed: 'The display name could not be loaded.',
  needsIngredient: 'A display name needs at least one FCDB ingredient',
} as const;

/** The answer of a save whose name another display name already has. */
export const NAME_TAKEN_CODE = 'INGREDIENT_GROUP_NAME_TAKEN';
