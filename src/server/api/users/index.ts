import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../auth';
import { badRequest, conflict, HttpError, notFound, type HandlerMap } from '../../http';
import { withResultCount } from '../../http/reply';
import type { BackendDeps } from '../../deps';
import type { SqlRunner } from '../../db/client';

interface UserRow {
  id: number;
  subject: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_trial_user: boolean;
  is_gamebus_enabled: boolean;
  living_independently: boolean;
}

interface UserCreate {
  dbContext?: string;
  email: string;
  password: string;
  name?: string;
  isTrialUser?: boolean;
  isGamebusEnabled?: boolean;
  livingIndependently?: boolean;
}

const COLUMNS = 'id, subject, email, first_name, last_name, is_trial_user, is_gamebus_enabled, living_independently';

function toUser(row: UserRow, dbContext: string) {
  return {
    idUser: row.id,
    email: row.email,
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    dbContext,
    isTrialUser: row.is_trial_user,
    isGamebusEnabled: row.is_gamebus_enabled,
    livingIndependently: row.living_independently,
  };
}

async function findUser(tx: SqlRunner, id: number): Promise<UserRow> {
  const rows = await tx.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE id = $1`, [id]);
  if (!rows[0]) throw notFound(`No user ${id} in this context`);
  return rows[0];
}

/**
 * App users of a country context (admin screens). Each one is also an account of the embedded
 * identity provider, so the password set here is the one the user signs in with. Admins reach
 * another context through the impersonation headers (the guard switches principal.context).
 */
export function createUserHandlers(deps: BackendDeps): HandlerMap {
  const accounts = () => {
    if (!deps.accounts) {
      throw new HttpError(501, 'USER_ADMIN_UNAVAILABLE', 'User accounts are managed in the external identity provider (Keycloak) in this deployment');
    }
    return deps.accounts;
  };

  return {
    async listUsers(request: FastifyRequest, reply: FastifyReply) {
      const { context } = requirePrincipal(request);
      const { q, offset = 0, count = 100 } = request.query as { q?: string; offset?: number; count?: number };
      const term = q?.trim() ? `%${q.trim().toLowerCase()}%` : null;
      const where = `email <> '' AND ($1::text IS NULL OR lower(email) LIKE $1 OR id::text LIKE $1)`;
      return deps.db.transaction(async (tx) => {
        const total = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM app_user WHERE ${where}`, [term]);
        const rows = await tx.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE ${where} ORDER BY id LIMIT $2 OFFSET $3`, [term, count, offset]);
        return withResultCount(reply, rows.map((r) => toUser(r, context)), Number(total[0].n));
      }, { context });
    },

    async getUser(request: FastifyRequest) {
      const { context } = requirePrincipal(request);
      const { id } = request.params as { id: number };
      return deps.db.transaction(async (tx) => toUser(await findUser(tx, id), context), { context });
    },

    async createUser(request: FastifyRequest, reply: FastifyReply) {
      const { context } = requirePrincipal(request);
      const body = request.body as UserCreate;
      if (body.dbContext && body.dbContext !== context) {
        throw badRequest(`dbContext ${body.dbContext} is not the context acted in (${context}); impersonate that context first`, 'dbContext');
      }
      const email = body.email.trim();
      if (!email) throw badRequest('email must not be empty', 'email');
      const [firstName, ...rest] = (body.name ?? '').trim().split(/\s+/);
      const store = accounts();
      const subject = randomUUID();
      // The provider account and the context's user row are written one after the other (PGlite has a
      // single connection, so the account store cannot join the context transaction); whichever step
      // fails, the other is undone, so nothing is left half-written.
      const emailTaken = () => conflict('USER_EMAIL_TAKEN', `A user with email ${email} already exists`, 'email');
      const existing = await deps.db.transaction((tx) => tx.query(`SELECT 1 FROM app_user WHERE lower(email) = lower($1)`, [email]), { context });
      if (existing.length) throw emailTaken();
      try {
        await store.add({ id: subject, username: email, password: body.password, roles: [], context });
      } catch {
        throw emailTaken();
      }
      let user: UserRow;
      try {
        user = await deps.db.transaction(async (tx) => {
          const rows = await tx.query<UserRow>(
            `INSERT INTO app_user (subject, email, first_name, last_name, is_trial_user, is_gamebus_enabled, living_independently)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
            [subject, email, firstName || null, rest.join(' ') || null, body.isTrialUser ?? false, body.isGamebusEnabled ?? false, body.livingIndependently ?? true],
          );
          return rows[0];
        }, { context });
      } catch (error) {
        await store.remove(subject);
        if ((error as { code?: string }).code === '23505') throw emailTaken();
        throw error;
      }
      reply.code(201);
      return toUser(user, context);
    },

    async resetUserPassword(request: FastifyRequest, reply: FastifyReply) {
      const { context } = requirePrincipal(request);
      const { id } = request.params as { id: number };
      const { password } = request.body as { password: string };
      const user = await deps.db.transaction((tx) => findUser(tx, id), { context });
      if (!user.subject || !(await accounts().findById(user.subject))) throw notFound(`User ${id} has no sign-in account`);
      await accounts().setPassword(user.subject, password);
      return reply.code(204).send();
    },

    async deleteUser(request: FastifyRequest, reply: FastifyReply) {
      const { context } = requirePrincipal(request);
      const { id } = request.params as { id: number };
      const user = await deps.db.transaction(async (tx) => {
        const found = await findUser(tx, id);
        await tx.query(`DELETE FROM app_user WHERE id = $1`, [id]);
        return found;
      }, { context });
      if (user.subject) await deps.accounts?.remove(user.subject);
      return reply.code(204).send();
    },
  };
}
