/**
 * App users of a country context (admin screens). Each one is also an account of the embedded identity
 * provider, so the password set here is the one the user signs in with. Admins reach another context
 * through the impersonation headers (the caller's database is then that context's).
 */
import { randomUUID } from 'node:crypto';
import { passwordProblem } from '../../../domain/passwordPolicy';
import { isCommonPassword } from '../../../domain/commonPasswords';
import { contextSchema, forContext, unitOfWork, classifyDatabaseError, type Country, type Database } from '../../db';
import { HttpError, badRequest, conflict, forbidden, notFound, type Caller } from '../../http';
import { hasRole } from '../../auth';
import type { AccountStore } from '../../deps';
import type { components } from '../../generated/api.schema.generated';
import { createUsersRepository, type UserRow } from './usersRepository';
import { createUserProfilesRepository } from '../../db/shared/userProfiles';

type User = components['schemas']['User'];
type UserCreate = components['schemas']['UserCreate'];

function toUser(row: UserRow, dbContext: Country): User {
  return {
    idUser: Number(row.id),
    email: row.email,
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    dbContext,
    isTrialUser: row.is_trial_user,
    isGamebusEnabled: row.is_gamebus_enabled,
    livingIndependently: row.living_independently,
  };
}

/**
 * 400 `PASSWORD_POLICY` naming the rule a password an admin chose breaks (length, common or breached, the
 * user's email): the same rules the provider applies when the user picks their own (domain/passwordPolicy.ts).
 */
function assertPasswordAcceptable(password: string, email: string, minLength: number | undefined) {
  const problem = passwordProblem(password, { email, minLength, isCommon: isCommonPassword });
  if (problem) throw badRequest(problem.message, 'password', 'PASSWORD_POLICY');
}

const work = (caller: Caller) => unitOfWork(caller.db, (tx) => ({ users: createUsersRepository(tx) }));

/** The provider's account store; 501 where accounts live in an external provider (Keycloak). */
function requireAccounts(accountStore: AccountStore | undefined): AccountStore {
  if (!accountStore) {
    throw new HttpError(
      501,
      'USER_ADMIN_UNAVAILABLE',
      'User accounts are managed in the external identity provider (Keycloak) in this deployment',
    );
  }
  return accountStore;
}

async function findUser(caller: Caller, id: number): Promise<UserRow> {
  const row = await work(caller)(({ users }) => users.findById(id));
  if (!row) throw notFound(`No user ${id} in this context`);
  return row;
}

/**
 * The provider account and the context's user row are written one after the other (PGlite has a
 * single connection, so the account store cannot join the context transaction); whichever step
 * fails, the other is undone, so nothing is left half-written. A temporary password (the default) must
 * be changed by the user at the first sign-in.
 */
async function createUser(
  accountStore: AccountStore | undefined,
  passwordMinLength: number | undefined,
  caller: Caller,
  body: UserCreate,
  temporaryPassword: boolean,
): Promise<User> {
  const context = caller.db.context;
  if (body.dbContext && body.dbContext !== context) {
    throw badRequest(
      `dbContext ${body.dbContext} is not the context acted in (${context}); impersonate that context first`,
      'dbContext',
    );
  }
  const email = body.email.trim();
  if (!email) throw badRequest('email must not be empty', 'email');
  assertPasswordAcceptable(body.password, email, passwordMinLength);
  const [firstName, ...rest] = (body.name ?? '').trim().split(/\s+/);
  const store = requireAccounts(accountStore);
  const emailTaken = () => conflict('USER_EMAIL_TAKEN', `A user with email ${email} already exists`, 'email');
  if (await work(caller)(({ users }) => users.emailTaken(email))) throw emailTaken();
  const subject = randomUUID();
  try {
    await store.add({ id: subject, username: email, password: body.password, roles: [], context, temporaryPassword });
  } catch {
    throw emailTaken();
  }
  try {
    const row = await work(caller)(({ users }) =>
      users.insert({
        subject,
        email,
        firstName: firstName || null,
        lastName: rest.join(' ') || null,
        isTrialUser: body.isTrialUser ?? false,
        isGamebusEnabled: body.isGamebusEnabled ?? false,
        livingIndependently: body.livingIndependently ?? true,
      }),
    );
    return toUser(row, context);
  } catch (error) {
    await store.remove(subject);
    if (classifyDatabaseError(error) === 'unique') throw emailTaken();
    throw error;
  }
}

/**
 * A temporary password (the default) must be changed by the user at the next sign-in. A user without a
 * sign-in account (the synthetic cohort's users, or one whose account was removed from the provider) gets
 * one now, signing in with their email, as a created user does; the account is undone if linking it fails.
 */
async function resetUserPassword(
  accountStore: AccountStore | undefined,
  passwordMinLength: number | undefined,
  caller: Caller,
  id: number,
  password: string,
  temporary: boolean,
): Promise<void> {
  const user = await findUser(caller, id);
  assertPasswordAcceptable(password, user.email, passwordMinLength);
  const store = requireAccounts(accountStore);
  if (user.subject && (await store.findById(user.subject))) {
    await store.setPassword(user.subject, password, { temporary });
    return;
  }
  const email = user.email.trim();
  if (!email) throw conflict('USER_NO_EMAIL', `User ${id} has no email to sign in with`);
  const subject = randomUUID();
  try {
    await store.add({
      id: subject,
      username: email,
      password,
      roles: [],
      context: caller.db.context,
      temporaryPassword: temporary,
    });
  } catch {
    throw conflict('USER_EMAIL_TAKEN', `Another account already signs in with ${email}`, 'email');
  }
  try {
    await work(caller)(({ users }) => users.setSubject(id, subject));
  } catch (error) {
    await store.remove(subject);
    throw error;
  }
}

export function createUsersService(accountStore: AccountStore | undefined, options: { passwordMinLength?: number } = {}) {
  return {
    async list(caller: Caller, q: string | undefined, offset: number, count: number) {
      const { rows, total } = await work(caller)(({ users }) => users.list(q, offset, count));
      return { items: rows.map((r) => toUser(r, caller.db.context)), total };
    },

    get: async (caller: Caller, id: number) => toUser(await findUser(caller, id), caller.db.context),

    /**
     * Admins list any context; nutritionists (who load a user's profile into the simulation) only the one
     * their token names, as they cannot impersonate (403 otherwise).
     */
    checkContextReadable(caller: Caller, context: Country): void {
      const { principal } = caller;
      if (hasRole(principal, 'admin') || context === principal.tokenContext) return;
      throw forbidden(`Only admins may list the users of another context than ${principal.tokenContext.toUpperCase()}`);
    },

    /**
     * Users of `context` with an email, by the admin screens' search (`q`: email or id, case-insensitive).
     * The path names the context, so an admin lists any context without impersonating it first.
     */
    async listInContext(db: Database, context: Country, q: string | undefined, offset: number, count: number) {
      const { rows, total } = await unitOfWork(forContext(db, context), (tx) => createUsersRepository(tx))(async (users) => {
        if (!(await users.contextHeld(contextSchema(context))))
          throw notFound(`There is no ${context.toUpperCase()} database on this server`);
        return users.list(q, offset, count);
      });
      return { items: rows.map((r) => toUser(r, context)), total };
    },

    /** The user's profile as the planner reads it (the user detail screen, "Load user profile"); ages as of today. */
    async profile(caller: Caller, id: number) {
      const today = new Date().toISOString().slice(0, 10);
      const profile = await unitOfWork(caller.db, (tx) => createUserProfilesRepository(tx))((profiles) =>
        profiles.profile(id, today),
      );
      if (!profile) throw notFound(`No user ${id} in this context`);
      return profile;
    },

    create: (caller: Caller, body: UserCreate, temporaryPassword = true) =>
      createUser(accountStore, options.passwordMinLength, caller, body, temporaryPassword),
    resetPassword: (caller: Caller, id: number, password: string, temporary = true) =>
      resetUserPassword(accountStore, options.passwordMinLength, caller, id, password, temporary),

    async remove(caller: Caller, id: number): Promise<void> {
      const user = await work(caller)(async ({ users }) => {
        const found = await users.findById(id);
        if (!found) throw notFound(`No user ${id} in this context`);
        await users.remove(id);
        return found;
      });
      if (user.subject) await accountStore?.remove(user.subject);
    },
  };
}
