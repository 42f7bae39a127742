/**
 * Real engine inputs for the recommender's quality benchmark: seeds an in-memory PGlite catalogue (context `nl`)
 * and builds the PlanInput of the default sample profile, a 2- and a 4-member household and 10 generated
 * households of 1..4 members (seeded), exactly as the planner's /simulate/weekPlan handler does.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_RECOMMENDER_SETTINGS } from '../../src/domain';
import { mulberry32 } from '../../src/recommender/rng';
import type { PlanInput } from '../../src/recommender';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { readContextSettings } from '../../src/server/db/shared/contextSettings';
import { createCandidatesRepository } from '../../src/server/planner/candidatesRepository';
import { preparePlan } from '../../src/server/planner/simulation/planning';
import { createPlannerCatalogueRepository } from '../../src/server/planner/simulation/plannerCatalogueRepository';
import { seedDatabase } from '../../src/server/seed/seed';

const CTX = 'nl' as const;
const MEALS = ['BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER', 'AFTER_DINNER'];

export interface BenchHousehold {
  readonly name: string;
  readonly input: PlanInput;
}

const member = (idUser: number, gender: 'M' | 'F', birthDate: string, weightKg: number, heightCm: number, activity: string) => ({
  idUser,
  firstName: `Member ${idUser}`,
  birthDate,
  gender,
  weightLogs: [{ weightKg }],
  heightLogs: [{ heightCm }],
  activityLevels: [{ value: activity }],
  userEnergyDistribution: { energyGoal: 'MAINTAIN_WEIGHT' },
});

/** The default sample profile (as scripts/bench/recommender.ts) and its partner. */
export const SAMPLE_MEMBER = member(1, 'M', '1960-01-01', 71.2, 176, 'LOWEST');
const PARTNER = member(2, 'F', '1965-06-01', 63, 165, 'LOW');

function profile(users: object[]) {
  return {
    ...SAMPLE_MEMBER,
    firstName: 'Sample',
    expertiseLevel: 'INTERMEDIATE',
    household: { noOfMealsPerDay: 6, selectedMeals: MEALS.map((mealOfDay) => ({ mealOfDay })), users },
    userEnergyDistribution: {
      energyGoal: 'MAINTAIN_WEIGHT',
      proteinDistribution: 0.2,
      carbohydratesDistribution: 0.5,
      fatDistribution: 0.3,
    },
  };
}

/** Households: default sample, 2 and 4 members, and `generated` seeded households of 1..4 members (adults and children). */
export function benchHouseholds(generated = 10): [string, object[]][] {
  const rng = mulberry32(20261125);
  const out: [string, object[]][] = [
    ['default sample (1 member)', [SAMPLE_MEMBER]],
    ['2 members', [SAMPLE_MEMBER, PARTNER]],
    [
      '4 members',
      [SAMPLE_MEMBER, PARTNER, member(3, 'M', '2008-03-01', 58, 170, 'MEDIUM'), member(4, 'F', '2012-09-01', 38, 148, 'LOW')],
    ],
  ];
  const levels = ['LOWEST', 'LOW', 'MEDIUM'];
  for (let h = 0; h < generated; h += 1) {
    const size = 1 + (h % 4);
    const users = Array.from({ length: size }, (_, i) => {
      const year = 1950 + Math.floor(rng() * 60);
      const gender = rng() < 0.5 ? 'M' : 'F';
      const height = (gender === 'M' ? 165 : 155) + Math.floor(rng() * 25);
      const bmi = 19 + rng() * 9;
      return member(
        i + 1,
        gender,
        `${year}-0${1 + Math.floor(rng() * 9)}-15`,
        Math.round(bmi * (height / 100) ** 2),
        height,
        levels[Math.floor(rng() * 3)],
      );
    });
    out.push([`generated ${h + 1} (${size} member${size > 1 ? 's' : ''})`, users]);
  }
  return out;
}

/**
 * Builds the inputs (seed 1, start 2026-11-16, default settings) and closes the database. With `BENCH_INPUTS_CACHE`
 * set to a file path, the inputs are read from that file when it exists (written there otherwise): seeding the
 * catalogue takes about a minute, which an engine change being measured again and again does not need. The
 * candidates are stored once and shared by every household, as the planner shares its cached candidates.
 */
export async function loadBenchInputs(generated = 10, startDate = '2026-11-16'): Promise<BenchHousehold[]> {
  const cache = process.env.BENCH_INPUTS_CACHE;
  const key = `${generated}/${startDate}`;
  if (cache && existsSync(cache)) {
    const stored = JSON.parse(readFileSync(cache, 'utf8')) as {
      key: string;
      candidates: PlanInput['candidates'];
      households: { name: string; input: Omit<PlanInput, 'candidates'> }[];
    };
    if (stored.key === key) {
      return stored.households.map((h) => ({ name: h.name, input: { ...h.input, candidates: stored.candidates } }));
    }
  }
  const built = await buildBenchInputs(generated, startDate);
  if (cache) {
    const households = built.map((h) => ({ name: h.name, input: { ...h.input, candidates: undefined } }));
    writeFileSync(cache, JSON.stringify({ key, candidates: built[0]?.input.candidates ?? [], households }));
  }
  return built;
}

/**
 * Inputs written with BENCH_WRITE_INPUTS (one JSON array of households). Households whose candidates are the same
 * recipes share one array again after parsing, as they do in the planner, so only the first plan is cold.
 */
export function readBenchInputs(file: string): BenchHousehold[] {
  const households = JSON.parse(readFileSync(file, 'utf8')) as BenchHousehold[];
  const first = households[0]?.input.candidates ?? [];
  const ids = first.map((c) => c.idRecipe).join();
  return households.map((h) =>
    h.input.candidates.map((c) => c.idRecipe).join() === ids ? { ...h, input: { ...h.input, candidates: first } } : h,
  );
}

async function buildBenchInputs(generated: number, startDate: string): Promise<BenchHousehold[]> {
  const db = await openDatabase({ dataDir: 'memory://', url: '' });
  const photosDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rec-'));
  try {
    await migrate(db, { contexts: [CTX] });
    await seedDatabase(db, { contexts: [CTX] });
    // One candidate set for every household, as the planner's cache shares one per context: a plan's first call
    // prepares the catalogue (about 100 ms), which the server does once, not once per household.
    const candidates = await db.transaction(async (tx) => createCandidatesRepository(tx).load(), { context: CTX });
    const out: BenchHousehold[] = [];
    for (const [name, users] of benchHouseholds(generated)) {
      const prepared = await db.transaction(
        async (tx) =>
          preparePlan(
            createPlannerCatalogueRepository(tx),
            {
              userProfile: profile(users) as never,
              startDate,
              scope: { householdMembers: users } as never,
              recommenderSettings: {
                ...DEFAULT_RECOMMENDER_SETTINGS,
              } as never,
              planAction: 'CREATE',
              seed: 1,
            },
            await readContextSettings(tx),
            candidates,
          ),
        { context: CTX },
      );
      out.push({ name, input: prepared.input });
    }
    return out;
  } finally {
    await db.close();
    rmSync(photosDir, { recursive: true, force: true });
  }
}
