/** Reads one recipe in the app API's Recipe shape (api.yaml components.schemas.Recipe). */
import type { SqlRunner } from '../../db/client';
import { compact, iso, num } from '../../search/sql';
import { hasRole, type Principal } from '../../auth';

/** Admins and nutritionists edit any recipe; anyone else only recipes they authored (catalogue.md section 6). */
export function canEditRecipe(principal: Principal, authorExternalId: string | null): boolean {
  return hasRole(principal, 'admin') || hasRole(principal, 'nutritionist') || (authorExternalId !== null && authorExternalId === principal.externalId);
}

export function photoUrls(id: number) {
  return { photoURL: `/api/API/recipes/photos/${id}/image`, thumbnailURL: `/api/API/recipes/photos/${id}/thumbnail` };
}

export interface PhotoRow {
  id: number; recipe_id: number; photo_type: string; author_id: string | null; creation_date: unknown;
  moderation_status: string;
}

export function toRecipePhoto(p: PhotoRow) {
  return compact({
    idRecipePhoto: p.id, idRecipe: p.recipe_id, photoType: p.photo_type, ...photoUrls(p.id),
    authorId: p.author_id, creationDate: iso(p.creation_date), moderationStatus: p.moderation_status,
  });
}

function retentionList(value: unknown) {
  if (!Array.isArray(value)) return [];
  return value.filter((f): f is { nutrient: string; factor: number; description?: string } =>
    typeof f === 'object' && f !== null && typeof (f as { nutrient?: unknown }).nutrient === 'string')
    .map((f) => compact({ nutrient: f.nutrient, factor: Number(f.factor), description: f.description }));
}

/** The recipe, or undefined when the context has no recipe with this id. */
export async function loadRecipe(tx: SqlRunner, id: number) {
  const [r] = await tx.query<Record<string, unknown>>(
    `SELECT r.*, a.id AS author_id, coalesce(a.name, r.author_name) AS author_display
     FROM recipe r LEFT JOIN recipe_author a ON a.external_id = r.author_external_id WHERE r.id = $1`, [id]);
  if (!r) return undefined;
  const lines = await tx.query<Record<string, unknown>>(
    `SELECT ri.*, i.name AS ingredient_name, i.english_name, u.quantity_in_grams AS unit_grams
     FROM recipe_ingredient ri JOIN ingredient i ON i.id = ri.ingredient_id LEFT JOIN unit u ON u.id = ri.unit_id
     WHERE ri.recipe_id = $1 ORDER BY ri.position, ri.id`, [id]);
  const tags = await tx.query<{ category: string; name: string }>(
    'SELECT category, name FROM recipe_tag WHERE recipe_id = $1 ORDER BY category, name', [id]);
  const [cover] = await tx.query<PhotoRow>(
    "SELECT * FROM recipe_photo WHERE recipe_id = $1 AND photo_type = 'COVER' ORDER BY creation_date DESC, id DESC LIMIT 1", [id]);
  const n = (r.nutrition_per_serving ?? {}) as Record<string, unknown>;
  const servings = Number(r.servings);
  const total = num(r.total_weight_grams);
  const nuts = r.nuts_region as { code?: string; name?: string; level?: number } | null;
  return compact({
    idRecipe: Number(r.id),
    name: String(r.name),
    status: String(r.status),
    author: r.author_id ? compact({ id: Number(r.author_id), externalID: r.author_external_id as string, name: r.author_display as string | null }) : undefined,
    createdBy: r.created_by as string | null,
    updatedBy: r.updated_by as string | null,
    updatedAt: iso(r.updated_at),
    version: Number(r.version),
    recipeIngredients: lines.map((l) => compact({
      ingredient: compact({ idIngredient: Number(l.ingredient_id), name: l.ingredient_name as string, englishName: l.english_name as string | null }),
      quantity: Number(l.quantity),
      unit: compact({
        idUnit: l.unit_id === null ? undefined : Number(l.unit_id),
        name: String(l.unit_name),
        quantityInGrams: num(l.unit_grams) ?? (String(l.unit_name) === 'GRAMS' ? 1 : Math.max(0.01, Number(l.weight_grams) / Math.max(Number(l.quantity), 0.01))),
      }),
      weightYieldFactor: { factor: Number(l.weight_yield_factor) },
      nutrientRetentionFactors: retentionList(l.nutrient_retention_factors),
    })),
    tags: tags.map((t) => ({ name: t.name, category: t.category })),
    cuisine: r.cuisine as string | null,
    nutsRegion: nuts && typeof nuts.code === 'string' ? compact({ code: nuts.code, name: nuts.name, level: nuts.level }) : undefined,
    expertiseLevel: r.expertise_level as string | null,
    otherInfo: r.other_info as string | null,
    source: r.source as string | null,
    recipeNutritionalInfo: compact({
      servingWeightGrams: total !== undefined && servings > 0 ? Math.round((total / servings) * 10) / 10 : undefined,
      energyKcal: num(n.energyKcal), protein: num(n.protein), fat: num(n.fat), saturatedFat: num(n.saturatedFattyAcids),
      carbohydrate: num(n.carbohydrate), sugar: num(n.sugar), fiber: num(n.fiber), salt: num(n.salt),
      sodium: num(n.sodium), cholesterol: num(n.cholesterol), alcohol: num(n.alcohol),
    }),
    availableTranslations: r.available_translations as string[],
    allergens: r.allergens as string[],
    suitableDiets: r.diets as string[],
    preparationDetails: compact({
      servings, preparationTime: r.preparation_time === null ? undefined : Number(r.preparation_time),
      cookingTime: r.cooking_time === null ? undefined : Number(r.cooking_time), preparationSteps: r.preparation_steps as string | null,
    }),
    i18nLabels: (r.i18n_labels ?? {}) as Record<string, unknown>,
    coverPhoto: cover ? toRecipePhoto(cover) : undefined,
  });
}
