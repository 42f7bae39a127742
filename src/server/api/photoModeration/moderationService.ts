/**
 * Photo moderation: photos app users upload (photoType USER) start UNDER_REVIEW; admins and nutritionists
 * approve them (APPROVED: visible to every user) or reject them (REJECTED: never shown to users again,
 * their uploader included). Both actions are idempotent; a rejected photo cannot be approved later,
 * while an approved one may still be rejected (taken down).
 */
import { isDbInt, unitOfWork } from '../../db';
import { conflict, notFound, type Caller } from '../../http';
import { PHOTO_MODERATORS, requireRole } from '../roles';
import {
  createModerationRepository,
  type ModerationStatus,
  type PhotoModerationEntry,
  type PhotoModerationSort,
} from './moderationRepository';

const notFoundPhoto = (id: number) => notFound(`Photo ${id} not found among the user photos`);

export function createModerationService() {
  const work = (caller: Caller) => unitOfWork(caller.db, createModerationRepository);
  const mayModerate = (caller: Caller) => requireRole(caller.principal, PHOTO_MODERATORS, 'moderate photos');

  async function list(
    caller: Caller,
    status: ModerationStatus = 'UNDER_REVIEW',
    sortBy: PhotoModerationSort = 'CREATION_DATE',
  ): Promise<PhotoModerationEntry[]> {
    mayModerate(caller);
    return work(caller)((queue) => queue.list(status, sortBy));
  }

  async function get(caller: Caller, id: number): Promise<PhotoModerationEntry> {
    mayModerate(caller);
    const entry = isDbInt(id) ? await work(caller)((queue) => queue.find(id)) : undefined;
    if (!entry) throw notFoundPhoto(id);
    return entry;
  }

  async function decide(caller: Caller, id: number, status: 'APPROVED' | 'REJECTED'): Promise<PhotoModerationEntry> {
    mayModerate(caller);
    if (!isDbInt(id)) throw notFoundPhoto(id);
    return work(caller)(async (queue) => {
      const current = await queue.lockStatus(id);
      if (!current) throw notFoundPhoto(id);
      if (current === 'REJECTED' && status === 'APPROVED')
        throw conflict('PHOTO_REJECTED', `Photo ${id} was rejected and cannot be approved`);
      if (current !== status) await queue.setStatus(id, status, caller.principal.username);
      return (await queue.find(id))!;
    });
  }

  return {
    list,
    get,
    approve: (caller: Caller, id: number) => decide(caller, id, 'APPROVED'),
    reject: (caller: Caller, id: number) => decide(caller, id, 'REJECTED'),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
