import {
  ageOn,
  dailyEnergyTarget,
  harrisBenedictBmr,
  iomEer,
  maintenanceEnergy,
  revisedHarrisBenedictBmr,
  type ActivityClass,
  type Anthropometrics,
} from '../../src/domain';

/**
 * Test vectors worked out by hand from the published equations (IOM 2005 EER for sedentary/low/active/very active;
 * Harris-Benedict 1918/19 BMR; revised Harris-Benedict, Roza & Shizgal 1984), to 0.1 kcal.
 */
const VECTORS: { p: Anthropometrics; iom: [number, number, number, number]; hb: number; rhb: number }[] = [
  {
    p: { gender: 'M', ageYears: 30, weightKg: 70, heightCm: 175 },
    iom: [2434.1, 2660.5, 2948.6, 3421.9],
    hb: 1702.0,
    rhb: 1695.7,
  },
  {
    p: { gender: 'F', ageYears: 30, weightKg: 60, heightCm: 165 },
    iom: [1906.2, 2117.3, 2381.3, 2698.0],
    hb: 1393.8,
    rhb: 1383.7,
  },
  {
    p: { gender: 'M', ageYears: 50, weightKg: 85, heightCm: 180 },
    iom: [2509.1, 2764.7, 3090.0, 3624.5],
    hb: 1798.2,
    rhb: 1807.1,
  },
  {
    p: { gender: 'F', ageYears: 45, weightKg: 72, heightCm: 160 },
    iom: [1878.6, 2098.8, 2374.2, 2704.6],
    hb: 1429.2,
    rhb: 1414.2,
  },
];
const CLASSES: ActivityClass[] = ['SEDENTARY', 'LOW_ACTIVE', 'ACTIVE', 'VERY_ACTIVE'];
const to01 = (x: number) => Math.round(x * 10) / 10;

describe('energy equations (published equations, vectors to 0.1 kcal)', () => {
  describe.each(VECTORS)('$p.gender $p.ageYears y $p.weightKg kg $p.heightCm cm', ({ p, iom, hb, rhb }) => {
    it.each(CLASSES.map((c, i) => [c, iom[i]] as const))('IOM %s = %d', (c, expected) => {
      expect(to01(iomEer(p, c))).toBeCloseTo(expected, 1);
    });
    it('Harris-Benedict BMR', () => expect(to01(harrisBenedictBmr(p))).toBeCloseTo(hb, 1));
    it('revised Harris-Benedict BMR', () => expect(to01(revisedHarrisBenedictBmr(p))).toBeCloseTo(rhb, 1));
  });
});

describe('activity levels and goals', () => {
  const man = { gender: 'M' as const, ageYears: 30, weightKg: 70, heightCm: 175, energyGoal: 'MAINTAIN_WEIGHT' as const };

  it('maps LOWEST/LOW/MEDIUM to sedentary/low active/active by default', () => {
    expect(maintenanceEnergy('INSTITUTE_OF_MEDICINE', { ...man, activityLevel: 'LOWEST' })).toBeCloseTo(2434.1, 0);
    expect(maintenanceEnergy('INSTITUTE_OF_MEDICINE', { ...man, activityLevel: 'LOW' })).toBeCloseTo(2660.5, 0);
    expect(maintenanceEnergy('HARRIS_BENEDICT', { ...man, activityLevel: 'MEDIUM' })).toBeCloseTo(1702.0 * 1.55, 0);
  });

  it('takes the mapping as a parameter', () => {
    const e = maintenanceEnergy(
      'REVISED_HARRIS_BENEDICT',
      { ...man, activityLevel: 'LOWEST' },
      { activityMapping: { LOWEST: 'VERY_ACTIVE', LOW: 'VERY_ACTIVE', MEDIUM: 'VERY_ACTIVE' } },
    );
    expect(e).toBeCloseTo(1695.7 * 1.725, 0);
  });

  it('AUTO is the BMR plus the burned kcal (500 by default)', () => {
    expect(maintenanceEnergy('HARRIS_BENEDICT', { ...man, activityLevel: 'AUTO' })).toBeCloseTo(1702.0 + 500, 0);
    expect(maintenanceEnergy('HARRIS_BENEDICT', { ...man, activityLevel: 'AUTO', dailyBurnedEnergyKcal: 300 })).toBeCloseTo(
      2002.0,
      0,
    );
  });

  it('LOSE -500 and GAIN +300, never under the 1200 floor; CUSTOM uses its target (default 2000)', () => {
    const base = { ...man, activityLevel: 'LOWEST' as const };
    expect(dailyEnergyTarget('INSTITUTE_OF_MEDICINE', { ...base, energyGoal: 'LOSE_WEIGHT' })).toBeCloseTo(2434.1 - 500, 0);
    expect(dailyEnergyTarget('INSTITUTE_OF_MEDICINE', { ...base, energyGoal: 'GAIN_WEIGHT' })).toBeCloseTo(2434.1 + 300, 0);
    const small = { gender: 'F' as const, ageYears: 70, weightKg: 50, heightCm: 155, activityLevel: 'LOWEST' as const };
    expect(dailyEnergyTarget('HARRIS_BENEDICT', { ...small, energyGoal: 'LOSE_WEIGHT' })).toBe(1200);
    // A maintenance need already under the floor is not raised by a weight-loss goal.
    const tiny = { gender: 'F' as const, ageYears: 80, weightKg: 40, heightCm: 145, activityLevel: 'LOWEST' as const };
    const maintenance = maintenanceEnergy('HARRIS_BENEDICT', { ...tiny, energyGoal: 'MAINTAIN_WEIGHT' });
    expect(maintenance).toBeLessThan(1200);
    expect(dailyEnergyTarget('HARRIS_BENEDICT', { ...tiny, energyGoal: 'LOSE_WEIGHT' })).toBeCloseTo(maintenance, 6);
    expect(dailyEnergyTarget('HARRIS_BENEDICT', { ...base, energyGoal: 'CUSTOM' })).toBe(2000);
    expect(dailyEnergyTarget('HARRIS_BENEDICT', { ...base, energyGoal: 'CUSTOM', customKcalTarget: 1750 })).toBe(1750);
  });

  it('computes whole years of age', () => {
    expect(ageOn('1960-06-15', '2026-06-14')).toBe(65);
    expect(ageOn('1960-06-15', '2026-06-15')).toBe(66);
  });
});
