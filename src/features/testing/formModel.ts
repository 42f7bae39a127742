/**
 * The testing form: generator options (required whole numbers, defaults 100 users, 3 plans per user,
 * ages 18 to 65) with the server's bounds, and the recommender settings the run uses.
 */
import type { EditableRecommenderSettings } from '../../components/RecommenderSettingsEditor';
import type { GeneratorOptions, RecommenderSettings } from './testingApi';

export const DEFAULT_GENERATOR_OPTIONS: GeneratorOptions = { numberOfUsers: 100, plansPerUser: 3, minAge: 18, maxAge: 65 };
/** A run plans at most this many weeks (numberOfUsers x plansPerUser), as the planner enforces. */
export const MAX_PLANS_PER_RUN = 3000;

export interface TestingFormValues {
  generatorOptions: GeneratorOptions;
  recommender: RecommenderSettings & EditableRecommenderSettings;
}

export type GeneratorField = keyof GeneratorOptions;

export const GENERATOR_FIELDS: { name: GeneratorField; label: string; min: number; max: number }[] = [
  { name: 'numberOfUsers', label: 'Number of users', min: 1, max: 1000 },
  { name: 'plansPerUser', label: 'Plans per user', min: 1, max: 10 },
  { name: 'minAge', label: 'Min age', min: 1, max: 120 },
  { name: 'maxAge', label: 'Max age', min: 1, max: 120 },
];

export const requiredMessage = (label: string) => `${label} is required`;
export const rangeMessage = (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}`;
export const AGE_ORDER_MESSAGE = 'Min age must not be above max age';
export const RUN_SIZE_MESSAGE = `Number of users × plans per user must not exceed ${MAX_PLANS_PER_RUN}`;

/** The rule of one generator field: a required number (empty inputs arrive as NaN), whole and within bounds. */
export function checkGeneratorField(name: GeneratorField, value: unknown, all: GeneratorOptions): true | string {
  const field = GENERATOR_FIELDS.find((f) => f.name === name)!;
  if (value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value)))
    return requiredMessage(field.label);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < field.min || value > field.max)
    return rangeMessage(field.label, field.min, field.max);
  if (name === 'minAge' && Number.isFinite(all.maxAge) && value > all.maxAge) return AGE_ORDER_MESSAGE;
  if (name === 'numberOfUsers' && Number.isFinite(all.plansPerUser) && value * all.plansPerUser > MAX_PLANS_PER_RUN)
    return RUN_SIZE_MESSAGE;
  return true;
}

/** Share done (0..1) of a run's plans. */
export function shareDone(progress: { done: number; total: number }): number {
  return progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
}

/**
 * Seconds left at the pace so far (from the time a worker took the run), or undefined before the first
 * chunk is stored (no pace yet).
 */
export function secondsLeft(
  progress: { done: number; total: number },
  startedAt: string | undefined,
  now: number,
): number | undefined {
  if (!startedAt || progress.done <= 0) return undefined;
  const elapsed = Math.max(0, now - Date.parse(startedAt)) / 1000;
  const rate = progress.done / Math.max(elapsed, 0.001);
  return Math.max(0, Math.round((progress.total - progress.done) / rate));
}

/** "45 s", "3 min 5 s". */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
}
