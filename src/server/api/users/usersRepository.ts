/** App users of a context (app_user): list, find, create, delete. Sign-in accounts live in the identity provider. */
import type { SqlRunner } from '../../db/client';

export interface UserRow {
  id: number;
  subject: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_trial_user: boolean;
  is_gamebus_enabled: boolean;
  living_independently: boolean;
}

export interface NewUser {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isTrialUser: boolean;
  isGamebusEnabled: boolean;
  livingIndependently: boolean;
}

const COLUMNS = 'id, subject, email, first_name, last_name, is_trial_user, is_gamebus_enabled, living_independently';
/** Only users with an email are listed; q matches the email or the id, case-insensitively. */
const LISTED = `email <> '' AND ($1::text IS NULL OR lower(email) LIKE $1 OR id::text LIKE $1)`;

export function createUsersRepository(tx: SqlRunner) {
  return {
    async list(q: string | undefined, offset: number, count: number): Promise<{ rows: UserRow[]; total: number }> {
      const term = q?.trim()
        ? `%${q
            .trim()
            .toLowerCase()
            .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        : null;
      const [total] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM app_user WHERE ${LISTED}`, [term]);
      const rows = await tx.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE ${LISTED} ORDER BY id LIMIT $2 OFFSET $3`, [
        term,
        count,
        offset,
      ]);
      return { rows, total: Number(total.n) };
    },
    /** Whether this database holds `schema`'s users (a server may hold only some country contexts). */
    async contextHeld(schema: string): Promise<boolean> {
      const [row] = await tx.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [`${schema}.app_user`]);
      return row?.t != null;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await tx.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE id = $1`, [id]);
      return row;
    },
    async emailTaken(email: string): Promise<boolean> {
      return (await tx.query('SELECT 1 FROM app_user WHERE lower(email) = lower($1)', [email])).length > 0;
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await tx.query<UserRow>(
        `INSERT INTO app_user (subject, email, first_name, last_name, is_trial_user, is_gamebus_enabled, living_independently)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [
          user.subject,
          user.email,
          user.firstName,
          user.lastName,
          user.isTrialUser,
          user.isGamebusEnabled,
          user.livingIndependently,
        ],
      );
      return row;
    },
    /** Links the user to their sign-in account (identity provider subject). */
    async setSubject(id: number, subject: string): Promise<void> {
      await tx.query('UPDATE app_user SET subject = $2 WHERE id = $1', [id, subject]);
    },
    async remove(id: number): Promise<void> {
      await tx.query('DELETE FROM app_user WHERE id = $1', [id]);
    },
  };
}
