/**
 * The rules of saved simulation profiles: the profile is JSON text that must
 * hold an object, the name is required and unique in the context (ignoring case and blanks), an update
 * names the version it was loaded with (a stale one is refused, the last write never wins silently), and a
 * profile of another context does not exist for the caller. Each keeps who saved it first and last (usernames);
 * its owner (who saved it first), admins and nutritionists may change or delete it, anyone else gets 403.
 */
import { canChangeSimulationProfile } from '../../../domain';
import { unitOfWork } from '../../db';
import { HttpError, badRequest, conflict, forbidden, versionConflict, notFound, type Caller } from '../../http';
import {
  createSimulationProfilesRepository,
  type SimulationProfile,
  type SimulationProfileInput,
  type SimulationProfilesRepository,
} from './simulationProfilesRepository';

/** The profile text must parse as a JSON object (400 INVALID_PROFILE_JSON). */
export function checkProfileJson(text: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_PROFILE_JSON', 'userProfile is not valid JSON', 'userProfile');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'INVALID_PROFILE_JSON', 'userProfile must be a JSON object', 'userProfile');
  }
}

/** The input as stored: a checked profile text and a trimmed, non-empty name. */
export function checkProfileInput(input: SimulationProfileInput): SimulationProfileInput {
  checkProfileJson(input.userProfile);
  const name = input.name.trim();
  if (!name) throw new HttpError(400, 'VALIDATION_ERROR', 'Name cannot be empty', 'name');
  return { ...input, name };
}

const notFoundProfile = (id: number) => notFound(`Simulation profile ${id} not found`);
const staleProfile = (loaded: number, current?: number) =>
  versionConflict('PROFILE_VERSION_CONFLICT', 'simulation profile', loaded, current);

/** 403 unless the caller may change a profile owned by `owner` (src/domain/simulationProfilePermissions.ts). */
function ensureMayChange(caller: Caller, owner: string | undefined, what: 'change' | 'delete'): void {
  if (!canChangeSimulationProfile(caller.principal, owner))
    throw forbidden(
      `Only ${owner ? `its owner (${owner})` : 'its owner'}, admins and nutritionists may ${what} this simulation profile; you may read it or save a copy`,
    );
}

async function ensureNameFree(profiles: SimulationProfilesRepository, name: string, exceptId?: number): Promise<void> {
  await profiles.lockNames();
  if (await profiles.nameTaken(name, exceptId))
    throw conflict('NAME_IN_USE', `A simulation profile named "${name}" already exists`, 'name');
}

export function createSimulationProfilesService() {
  const work = (caller: Caller) => unitOfWork(caller.db, createSimulationProfilesRepository);
  return {
    list: (caller: Caller) => work(caller)((profiles) => profiles.list()),

    get: (caller: Caller, id: number) =>
      work(caller)(async (profiles) => {
        const found = await profiles.find(id);
        if (!found) throw notFoundProfile(id);
        return found;
      }),

    async create(caller: Caller, input: SimulationProfileInput): Promise<SimulationProfile> {
      const checked = checkProfileInput(input);
      return work(caller)(async (profiles) => {
        await ensureNameFree(profiles, checked.name);
        return profiles.insert(checked, caller.principal.username);
      });
    },

    async update(caller: Caller, id: number, input: SimulationProfileInput): Promise<SimulationProfile> {
      const checked = checkProfileInput(input);
      const loaded = input.version;
      if (loaded === undefined)
        throw badRequest('version is required when updating (the version the profile was loaded with)', 'version');
      return work(caller)(async (profiles) => {
        const existing = await profiles.find(id);
        if (!existing) throw notFoundProfile(id);
        ensureMayChange(caller, existing.createdBy, 'change');
        if (existing.version !== loaded) throw staleProfile(loaded, existing.version);
        await ensureNameFree(profiles, checked.name, id);
        // Checked again by the write itself: another update may have been saved since the read.
        const updated = await profiles.update(id, loaded, checked, caller.principal.username);
        if (!updated) throw staleProfile(loaded);
        return updated;
      });
    },

    remove: (caller: Caller, id: number): Promise<void> =>
      work(caller)(async (profiles) => {
        const existing = await profiles.find(id);
        if (!existing) throw notFoundProfile(id);
        ensureMayChange(caller, existing.createdBy, 'delete');
        if (!(await profiles.remove(id))) throw notFoundProfile(id);
      }),
  };
}
