/** The moderation queue: user photos (recipe_photo of type USER) with their recipe and pre-checks, and the history (photo_moderation). */
import type { SqlRunner } from '../../db/client';
import { compact, iso, Params } from '../../db';
import type { components } from '../../generated/api.schema.generated';

export type PhotoModerationEntry = components['schemas']['PhotoModerationEntry'];
export type ModerationStatus = components['schemas']['ModerationStatus'];
export type PhotoModerationSort = components['schemas']['PhotoModerationSort'];
type PhotoCheckFlag = components['schemas']['PhotoCheckFlag'];

interface EntryRow {
  id: number;
  recipe_id: number;
  recipe_name: string;
  moderation_status: ModerationStatus;
  created_by: string | null;
  author_id: string | null;
  creation_date: unknown;
  description: string | null;
  photo_url: string;
  thumbnail_url: string | null;
  check_flags: PhotoCheckFlag[] | null;
  width: number | null;
  height: number | null;
  sharpness: number | null;
  brightness: number | null;
  duplicate_of: number | null;
}

const num = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));

function toEntry(r: EntryRow): PhotoModerationEntry {
  return compact({
    id: Number(r.id),
    idRecipe: Number(r.recipe_id),
    recipeName: r.recipe_name,
    moderationStatus: r.moderation_status,
    createdBy: r.created_by ?? undefined,
    authorId: r.author_id ?? undefined,
    creationDate: iso(r.creation_date),
    description: r.description ?? undefined,
    photoURL: r.photo_url,
    thumbnailURL: r.thumbnail_url ?? undefined,
    preChecks: compact({
      flags: r.check_flags ?? [],
      width: num(r.width),
      height: num(r.height),
      sharpness: num(r.sharpness),
      brightness: num(r.brightness),
      duplicateOf: num(r.duplicate_of),
    }),
  });
}

const SELECT = `SELECT p.id, p.recipe_id, r.name AS recipe_name, p.moderation_status, p.created_by, p.author_id, p.creation_date, p.description,
  p.photo_url, p.thumbnail_url, p.check_flags, p.width, p.height, p.sharpness, p.brightness, p.duplicate_of
  FROM recipe_photo p JOIN recipe r ON r.id = p.recipe_id WHERE p.photo_type = 'USER'`;

export function createModerationRepository(tx: SqlRunner) {
  return {
    async list(status: ModerationStatus, sortBy: PhotoModerationSort): Promise<PhotoModerationEntry[]> {
      const params = new Params();
      const where = `p.moderation_status = ${params.p(status)}`;
      let order = 'p.creation_date, p.id';
      if (sortBy === 'FLAGS') order = `cardinality(p.check_flags) DESC, ${order}`;
      else if (sortBy !== 'CREATION_DATE') order = `(${params.p(sortBy)} = ANY(p.check_flags)) DESC, ${order}`;
      const rows = await tx.query<EntryRow>(`${SELECT} AND ${where} ORDER BY ${order}`, params.values);
      return rows.map(toEntry);
    },

    async find(id: number): Promise<PhotoModerationEntry | undefined> {
      const [row] = await tx.query<EntryRow>(`${SELECT} AND p.id = $1`, [id]);
      return row && toEntry(row);
    },

    /** The user photo's status, locked for the change; undefined when there is no such user photo. */
    async lockStatus(id: number): Promise<ModerationStatus | undefined> {
      const [row] = await tx.query<{ moderation_status: ModerationStatus }>(
        "SELECT moderation_status FROM recipe_photo WHERE id = $1 AND photo_type = 'USER' FOR UPDATE",
        [id],
      );
      return row?.moderation_status;
    },

    /** Sets the status and records who moderated it. */
    async setStatus(id: number, status: ModerationStatus, moderatedBy: string): Promise<void> {
      await tx.query('UPDATE recipe_photo SET moderation_status = $2 WHERE id = $1', [id, status]);
      await tx.query('INSERT INTO photo_moderation (recipe_photo_id, moderation_status, moderated_by) VALUES ($1, $2, $3)', [
        id,
        status,
        moderatedBy,
      ]);
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
