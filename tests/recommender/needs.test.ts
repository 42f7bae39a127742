/**
 * Needs that fit the person: children's energy (Schofield 1985, tests/domain/childEnergy.test.ts), protein
 * from the EFSA 2012 PRI (g/kg/day) and fibre from EFSA 2010 (adults 25 g, children 2 g/MJ) and, for adults, the Dutch
 * Health Council's 14 g per 1,000 kcal when that is more.
 */
import { DEFAULT_MACRO_DISTRIBUTION } from '../../src/domain';
import { nutritionalNeeds, planWeek, type HouseholdMember } from '../../src/recommender';
import { createMember, createPlanInput, MEALS } from './fixtures';
import { checkEnergy } from './invariants';

const settings = { equation: 'INSTITUTE_OF_MEDICINE' as const, macroDistribution: DEFAULT_MACRO_DISTRIBUTION };
const needsOf = (m: Partial<HouseholdMember>) =>
  nutritionalNeeds(createMember({ activityLevel: 'MEDIUM', ...m }), settings, MEALS[6]).nutrientNeeds;

/** kcal x 4.184 kJ/kcal / 1000 = MJ; EFSA 2010: 2 g fibre per MJ for children. */
const twoGramsPerMJ = (kcal: number) => (2 * kcal * 4.184) / 1000;

describe('needs of children (hand-worked vectors; PRIs from the EFSA 2012 table)', () => {
  // [member, kcal (Schofield x 1.55, see childEnergy.test.ts), EFSA PRI g/kg, EFSA 2010 fibre AI of the age group]
  const CASES: [Partial<HouseholdMember>, number, number, number][] = [
    [{ gender: 'M', ageYears: 2, weightKg: 12, heightCm: 87 }, 1059.8, 0.97, 10],
    [{ gender: 'M', ageYears: 5, weightKg: 20, heightCm: 110 }, 1485.6, 0.85, 14],
    [{ gender: 'F', ageYears: 9, weightKg: 28, heightCm: 133 }, 1634.8, 0.91, 16],
    [{ gender: 'M', ageYears: 15, weightKg: 56, heightCm: 170 }, 2555.4, 0.88, 21],
    [{ gender: 'F', ageYears: 15, weightKg: 52, heightCm: 162 }, 2152.3, 0.85, 21],
  ];

  it.each(CASES)('%o: %d kcal, protein min = PRI %d g/kg x weight, fibre 2 g/MJ', (m, kcal, pri, efsaFibre) => {
    const n = needsOf(m);
    expect(n.KCAL.target).toBeCloseTo(kcal, 1);
    const min = pri * (m.weightKg ?? 0);
    expect(n.PROTEIN.min).toBeCloseTo(min, 6);
    // The 20 % split lies between the need and the AMDR's upper end (20 % at 1-3 years, 30 % at 4-18): it is the target.
    const upper = (m.ageYears ?? 0) < 4 ? 0.2 : 0.3;
    expect((kcal * 0.2) / 4).toBeGreaterThan(min);
    expect(n.PROTEIN.target).toBeCloseTo((kcal * 0.2) / 4, 1);
    expect(n.PROTEIN.max).toBeCloseTo((kcal * upper) / 4, 1);
    expect(n.FIBER.target).toBeCloseTo(twoGramsPerMJ(kcal), 1);
    expect(n.FIBER.min).toBe(n.FIBER.target);
    // Against the age group's EFSA figure (computed by EFSA at its reference energy): within 20 %.
    expect(Math.abs(n.FIBER.target / efsaFibre - 1)).toBeLessThan(0.2);
  });

  it('the dietitian’s 5-year-old: about 1,486 kcal (not 1,754), protein need 17 g, fibre about 12 g', () => {
    const n = needsOf({ gender: 'M', ageYears: 5, weightKg: 20, heightCm: 110 });
    expect(n.KCAL.target).toBeLessThanOrEqual(1500);
    expect(n.PROTEIN.min).toBeCloseTo(17, 6);
    // The household's 20 % split of his own energy (74 g, not 88 g): the share every member eats of shared recipes.
    expect(n.PROTEIN.target).toBeCloseTo((n.KCAL.target * 0.2) / 4, 6);
    expect(n.FIBER.target).toBeCloseTo(12.4, 1);
  });

  it('caps the protein target at the AMDR of the age and keeps the macro targets adding up to the energy', () => {
    const highProtein = {
      ...settings,
      macroDistribution: { proteinDistribution: 0.32, carbohydratesDistribution: 0.5, fatDistribution: 0.18 },
    };
    for (const m of CASES.map((c) => c[0])) {
      const n = nutritionalNeeds(createMember({ activityLevel: 'MEDIUM', ...m }), highProtein, MEALS[6]).nutrientNeeds;
      const upper = (m.ageYears ?? 0) < 4 ? 0.2 : 0.3;
      expect(n.PROTEIN.target).toBeCloseTo((n.KCAL.target * upper) / 4, 6);
      const kcal = 4 * n.PROTEIN.target + 4 * n.CARB.target + 9 * n.FAT.target;
      expect(kcal).toBeCloseTo(n.KCAL.target, 6);
      // Carbohydrate and fat keep the split's 50:18 ratio.
      expect((4 * n.CARB.target) / (9 * n.FAT.target)).toBeCloseTo(50 / 18, 6);
    }
  });

  it('plans a household with a 5-year-old at the child’s own energy every day', () => {
    const members = [
      createMember(),
      createMember({ user: 5, gender: 'M', ageYears: 5, weightKg: 20, heightCm: 110, activityLevel: 'MEDIUM' }),
    ];
    const input = createPlanInput({ members, seed: 11 });
    expect(checkEnergy(input, planWeek(input))).toEqual([]);
  });
});

describe('protein of adults: the PRI as the need, the macro split as the target', () => {
  it('the 34-year-old woman (65 kg, 168 cm, LOW): need 54 g, target the split (108.3 g)', () => {
    const n = needsOf({ gender: 'F', ageYears: 34, weightKg: 65, heightCm: 168, activityLevel: 'LOW' });
    // IOM 2005 women, low active: 354 - 6.91 x 34 + 1.12 x (9.36 x 65 + 726 x 1.68) = 2166.5 kcal.
    expect(n.KCAL.target).toBeCloseTo(2166.5, 1);
    expect(n.PROTEIN.min).toBeCloseTo(0.83 * 65, 6);
    expect(n.PROTEIN.target).toBeCloseTo((2166.5 * 0.2) / 4, 1);
    // 14 g per 1,000 kcal (Dutch Health Council 2006) is above EFSA's 25 g at this energy.
    expect(n.FIBER.target).toBeCloseTo((14 * 2166.5) / 1000, 1);
  });

  it('keeps the split above the PRI, and raises a split below the PRI to it', () => {
    const heavy = { weightKg: 90, heightCm: 185, activityLevel: 'LOWEST' as const };
    const n = needsOf(heavy);
    expect(n.PROTEIN.target).toBeCloseTo((n.KCAL.target * 0.2) / 4, 6);
    expect(n.CARB.target).toBeCloseTo((n.KCAL.target * 0.5) / 4, 6);
    const low = nutritionalNeeds(
      createMember(heavy),
      { ...settings, macroDistribution: { proteinDistribution: 0.05, carbohydratesDistribution: 0.6, fatDistribution: 0.35 } },
      MEALS[6],
    ).nutrientNeeds;
    expect(low.PROTEIN.target).toBeCloseTo(0.83 * 90, 6);
    expect(low.PROTEIN.min).toBeCloseTo(0.83 * 90, 6);
  });
});

describe('fibre of adults: 25 g or 14 g per 1,000 kcal, whichever is more', () => {
  it('a small, sedentary 80-year-old woman (under 1,786 kcal) keeps EFSA 25 g', () => {
    const n = needsOf({ gender: 'F', ageYears: 80, weightKg: 50, heightCm: 152, activityLevel: 'LOWEST' });
    expect(n.KCAL.target).toBeLessThan(1786);
    expect(n.FIBER.target).toBe(25);
  });
  it('a tall, active man gets 14 g per 1,000 kcal of his need', () => {
    const n = needsOf({ gender: 'M', ageYears: 30, weightKg: 85, heightCm: 190, activityLevel: 'MEDIUM' });
    expect(n.KCAL.target).toBeGreaterThan(3000);
    expect(n.FIBER.target).toBeCloseTo((14 * n.KCAL.target) / 1000, 6);
  });
});
