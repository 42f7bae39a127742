/** Saved simulation profiles of a context (`simulation_profile`); the profile is kept as JSON text. */
import type { SqlRunner } from '../db/client';
import { HttpError, conflict, notFound } from '../http';
import type { components } from '../generated/planner.schema.generated';

type Input = components['schemas']['SimulationProfileInput'];
type Profile = components['schemas']['SimulationProfile'];

interface Row { id: number; name: string; description: string | null; user_profile: string; scope: unknown }

function toProfile(r: Row): Profile {
  const scope = typeof r.scope === 'string' ? JSON.parse(r.scope) : r.scope;
  return {
    id: Number(r.id), name: r.name, userProfile: r.user_profile,
    ...(r.description !== null ? { description: r.description } : {}),
    ...(scope && Array.isArray((scope as { householdMembers?: unknown }).householdMembers) ? { scope } : {}),
  };
}

/** The profile text must parse as a JSON object (400 INVALID_PROFILE_JSON). */
export function checkProfileJson(text: string): void {
  let parsed: unknown;
  try { parsed = JSON.parse(text); } catch {
    throw new HttpError(400, 'INVALID_PROFILE_JSON', 'userProfile is not valid JSON', 'userProfile');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'INVALID_PROFILE_JSON', 'userProfile must be a JSON object', 'userProfile');
  }
}

async function ensureNameFree(tx: SqlRunner, name: string, exceptId?: number) {
  const rows = await tx.query<{ id: number }>('SELECT id FROM simulation_profile WHERE lower(trim(name)) = lower(trim($1)) AND id <> $2', [name, exceptId ?? 0]);
  if (rows.length) throw conflict('NAME_IN_USE', `A simulation profile named "${name.trim()}" already exists`, 'name');
}

const COLUMNS = 'id, name, description, user_profile, scope';

export function createSimulationProfilesRepository(tx: SqlRunner) {
  return {
    async list(): Promise<Profile[]> {
      return (await tx.query<Row>(`SELECT ${COLUMNS} FROM simulation_profile ORDER BY lower(name), id`)).map(toProfile);
    },
    async get(id: number): Promise<Profile> {
      const [row] = await tx.query<Row>(`SELECT ${COLUMNS} FROM simulation_profile WHERE id = $1`, [id]);
      if (!row) throw notFound(`Simulation profile ${id} not found`);
      return toProfile(row);
    },
    async create(input: Input, by: string): Promise<Profile> {
      checkProfileJson(input.userProfile);
      if (!input.name.trim()) throw new HttpError(400, 'VALIDATION_ERROR', 'Name cannot be empty', 'name');
      await tx.query('SELECT pg_advisory_xact_lock(7243202)'); // serialise the name check
      await ensureNameFree(tx, input.name);
      const [row] = await tx.query<Row>(
        `INSERT INTO simulation_profile (name, description, user_profile, scope, created_by) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING ${COLUMNS}`,
        [input.name.trim(), input.description ?? null, input.userProfile, JSON.stringify(input.scope ?? {}), by],
      );
      return toProfile(row);
    },
    async update(id: number, input: Input): Promise<Profile> {
      checkProfileJson(input.userProfile);
      if (!input.name.trim()) throw new HttpError(400, 'VALIDATION_ERROR', 'Name cannot be empty', 'name');
      await tx.query('SELECT pg_advisory_xact_lock(7243202)');
      await this.get(id);
      await ensureNameFree(tx, input.name, id);
      const [row] = await tx.query<Row>(
        `UPDATE simulation_profile SET name = $2, description = $3, user_profile = $4, scope = $5::jsonb, updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, input.name.trim(), input.description ?? null, input.userProfile, JSON.stringify(input.scope ?? {})],
      );
      return toProfile(row);
    },
    async remove(id: number): Promise<void> {
      const rows = await tx.query('DELETE FROM simulation_profile WHERE id = $1 RETURNING id', [id]);
      if (!rows.length) throw notFound(`Simulation profile ${id} not found`);
    },
  };
}
