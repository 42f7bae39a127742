/** Recipe photo rows (recipe_photo): list, insert, lock, delete; the files are in photoStorage.ts. */
import type { SqlRunner } from '../../db/client';
import { compact, iso } from '../../db';
import type { components } from '../../generated/api.schema.generated';
import type { PhotoChecks } from '../photoModeration/photoChecks';

export type RecipePhoto = components['schemas']['RecipePhoto'];
export type PhotoType = RecipePhoto['photoType'];

export interface PhotoRow {
  id: number;
  recipe_id: number;
  photo_type: string;
  author_id: string | null;
  creation_date: unknown;
  moderation_status: string;
}

/** Where the API serves a photo's bytes (getRecipePhotoImage / getRecipePhotoThumbnail): absolute paths on this origin. */
export function photoUrls(id: number) {
  return { photoURL: `/api/API/recipes/photos/${id}/image`, thumbnailURL: `/api/API/recipes/photos/${id}/thumbnail` };
}

export function toRecipePhoto(p: PhotoRow): RecipePhoto {
  return compact({
    idRecipePhoto: Number(p.id),
    idRecipe: Number(p.recipe_id),
    photoType: p.photo_type as PhotoType,
    ...photoUrls(Number(p.id)),
    authorId: p.author_id ?? undefined,
    creationDate: iso(p.creation_date),
    moderationStatus: p.moderation_status as RecipePhoto['moderationStatus'],
  });
}

export function createPhotosRepository(tx: SqlRunner) {
  return {
    /** The recipe's author (external id), or undefined when the recipe does not exist; locks it with `forUpdate`. */
    async recipeAuthor(recipeId: number, forUpdate = false): Promise<{ authorExternalId: string | null } | undefined> {
      const [row] = await tx.query<{ author_external_id: string | null }>(
        `SELECT author_external_id FROM recipe WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
        [recipeId],
      );
      return row && { authorExternalId: row.author_external_id };
    },

    async listOfRecipe(recipeId: number): Promise<PhotoRow[]> {
      return tx.query<PhotoRow>(
        "SELECT * FROM recipe_photo WHERE recipe_id = $1 ORDER BY (photo_type = 'COVER') DESC, creation_date DESC, id DESC",
        [recipeId],
      );
    },

    async findById(id: number): Promise<PhotoRow | undefined> {
      const [row] = await tx.query<PhotoRow>('SELECT * FROM recipe_photo WHERE id = $1', [id]);
      return row;
    },

    async lockMany(ids: readonly number[]): Promise<PhotoRow[]> {
      return tx.query<PhotoRow>('SELECT * FROM recipe_photo WHERE id = ANY($1::int[]) FOR UPDATE', [ids]);
    },

    /** Deletes the recipe's cover photo rows; returns their ids (their files go too). */
    async removeCovers(recipeId: number): Promise<number[]> {
      const rows = await tx.query<{ id: number }>(
        "DELETE FROM recipe_photo WHERE recipe_id = $1 AND photo_type = 'COVER' RETURNING id",
        [recipeId],
      );
      return rows.map((r) => Number(r.id));
    },

    /** The perceptual hashes of the recipe's photos (for the near-duplicate check of a new one). */
    async hashesOfRecipe(recipeId: number): Promise<{ id: number; perceptualHash: string }[]> {
      const rows = await tx.query<{ id: number; perceptual_hash: string }>(
        'SELECT id, perceptual_hash FROM recipe_photo WHERE recipe_id = $1 AND perceptual_hash IS NOT NULL ORDER BY id',
        [recipeId],
      );
      return rows.map((r) => ({ id: Number(r.id), perceptualHash: r.perceptual_hash }));
    },

    /** A new photo with its pre-checks: a cover is approved at once, a user photo waits for moderation. */
    async insert(
      recipeId: number,
      photoType: PhotoType,
      authorId: string,
      createdBy: string,
      checks: PhotoChecks,
      description?: string,
    ): Promise<PhotoRow> {
      const status = photoType === 'COVER' ? 'APPROVED' : 'UNDER_REVIEW';
      const [row] = await tx.query<PhotoRow>(
        `INSERT INTO recipe_photo (recipe_id, photo_type, photo_url, thumbnail_url, author_id, created_by, moderation_status, description,
           width, height, sharpness, brightness, perceptual_hash, duplicate_of, check_flags)
         VALUES ($1, $2, '', '', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
        [
          recipeId,
          photoType,
          authorId,
          createdBy,
          status,
          description ?? null,
          checks.width,
          checks.height,
          checks.sharpness,
          checks.brightness,
          checks.perceptualHash,
          checks.duplicateOf ?? null,
          checks.flags,
        ],
      );
      const { photoURL, thumbnailURL } = photoUrls(Number(row.id));
      await tx.query('UPDATE recipe_photo SET photo_url = $2, thumbnail_url = $3 WHERE id = $1', [
        row.id,
        photoURL,
        thumbnailURL,
      ]);
      return row;
    },

    async removeMany(ids: readonly number[]): Promise<void> {
      await tx.query('DELETE FROM recipe_photo WHERE id = ANY($1::int[])', [ids]);
    },

    async idsOfRecipe(recipeId: number): Promise<number[]> {
      return (await tx.query<{ id: number }>('SELECT id FROM recipe_photo WHERE recipe_id = $1', [recipeId])).map((r) =>
        Number(r.id),
      );
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
