/** Saved simulation profiles of a context (`simulation_profile`); the profile is kept as JSON text. */
import type { SqlRunner } from '../../db/client';
import type { components } from '../../generated/planner.schema.generated';

export type SimulationProfileInput = components['schemas']['SimulationProfileInput'];
export type SimulationProfile = components['schemas']['SimulationProfile'];
type Scope = components['schemas']['Scope'];

interface Row {
  id: number;
  name: string;
  description: string | null;
  user_profile: string;
  scope: unknown;
  version: number;
  created_by: string | null;
  updated_by: string | null;
}

const isScope = (value: unknown): value is Scope =>
  typeof value === 'object' && value !== null && Array.isArray((value as { householdMembers?: unknown }).householdMembers);

function toProfile(r: Row): SimulationProfile {
  const scope: unknown = typeof r.scope === 'string' ? JSON.parse(r.scope) : r.scope;
  return {
    id: Number(r.id),
    name: r.name,
    userProfile: r.user_profile,
    version: Number(r.version),
    ...(r.description !== null ? { description: r.description } : {}),
    ...(isScope(scope) ? { scope } : {}),
    ...(r.created_by ? { createdBy: r.created_by } : {}),
    ...(r.updated_by ? { updatedBy: r.updated_by } : {}),
  };
}

const COLUMNS = 'id, name, description, user_profile, scope, version, created_by, updated_by';
/** Any fixed key: the name check and the write it guards run one at a time per context. */
const NAME_LOCK = 7243202;

export function createSimulationProfilesRepository(tx: SqlRunner) {
  return {
    async list(): Promise<SimulationProfile[]> {
      return (await tx.query<Row>(`SELECT ${COLUMNS} FROM simulation_profile ORDER BY lower(name), id`)).map(toProfile);
    },
    async find(id: number): Promise<SimulationProfile | undefined> {
      const [row] = await tx.query<Row>(`SELECT ${COLUMNS} FROM simulation_profile WHERE id = $1`, [id]);
      return row ? toProfile(row) : undefined;
    },
    /** Serialises name checks until the transaction ends. */
    async lockNames(): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [NAME_LOCK]);
    },
    /** Whether another profile (not `exceptId`) has this name, ignoring case and surrounding blanks. */
    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await tx.query('SELECT 1 FROM simulation_profile WHERE lower(trim(name)) = lower(trim($1)) AND id <> $2', [
        name,
        exceptId ?? 0,
      ]);
      return rows.length > 0;
    },
    async insert(input: SimulationProfileInput, createdBy: string): Promise<SimulationProfile> {
      const [row] = await tx.query<Row>(
        `INSERT INTO simulation_profile (name, description, user_profile, scope, created_by) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING ${COLUMNS}`,
        [input.name, input.description ?? null, input.userProfile, JSON.stringify(input.scope ?? {}), createdBy],
      );
      return toProfile(row);
    },
    /** Writes only while the stored version is still `version` (and counts it up); undefined otherwise. */
    async update(
      id: number,
      version: number,
      input: SimulationProfileInput,
      updatedBy: string,
    ): Promise<SimulationProfile | undefined> {
      const [row] = await tx.query<Row>(
        `UPDATE simulation_profile SET name = $2, description = $3, user_profile = $4, scope = $5::jsonb, version = version + 1,
           updated_at = now(), updated_by = $7
         WHERE id = $1 AND version = $6 RETURNING ${COLUMNS}`,
        [id, input.name, input.description ?? null, input.userProfile, JSON.stringify(input.scope ?? {}), version, updatedBy],
      );
      return row ? toProfile(row) : undefined;
    },
    /** False when there was no such profile. */
    async remove(id: number): Promise<boolean> {
      return (await tx.query('DELETE FROM simulation_profile WHERE id = $1 RETURNING id', [id])).length > 0;
    },
  };
}
export type SimulationProfilesRepository = ReturnType<typeof createSimulationProfilesRepository>;
