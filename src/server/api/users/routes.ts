/** App user administration (admins per x-roles); nutritionists read the users of their own context ("Load user profile"). */
import { handlersFor, page } from '../../http';
import type { operations } from '../../generated/api.schema.generated';
import type { BackendDeps } from '../../deps';
import { createUsersService } from './usersService';

export function createUserRoutes(deps: BackendDeps) {
  const users = createUsersService(deps.accounts, { passwordMinLength: deps.passwordMinLength });
  return handlersFor<operations>()({
    listUsers: async ({ query, ctx }) => {
      const result = await users.list(ctx, query.q, query.offset ?? 0, query.count ?? 100);
      return page(result.items, result.total);
    },
    getUser: ({ params, ctx }) => users.get(ctx, params.id),
    getUserProfile: ({ params, ctx }) => users.profile(ctx, params.id),
    listContextUsers: async ({ params, query, ctx }) => {
      users.checkContextReadable(ctx, params.dbContext);
      const result = await users.listInContext(deps.db, params.dbContext, query.q, query.offset ?? 0, query.count ?? 100);
      return page(result.items, result.total);
    },
    createUser: ({ body, query, ctx }) => users.create(ctx, body, query.temporaryPassword ?? true),
    resetUserPassword: ({ params, body, ctx }) => users.resetPassword(ctx, params.id, body.password, body.temporary ?? true),
    deleteUser: ({ params, ctx }) => users.remove(ctx, params.id),
  });
}
