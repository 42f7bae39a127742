import {
  dailyEnergyTarget,
  iomEer,
  maintenanceEnergy,
  schofieldBmr,
  type EnergyEstimationEquation,
  type EnergyNeedInput,
} from '../../src/domain';

/**
 * Children's energy: Schofield (1985) weight-only BMR x the activity factor of the class the level maps to
 * (MEDIUM -> ACTIVE -> 1.55 by default). Vectors worked out by hand from the published coefficients:
 *   boy 2 y 12 kg:    59.512 x 12 - 30.4   = 683.744  -> x 1.55 = 1059.8
 *   girl 2 y 11.5 kg: 58.317 x 11.5 - 31.1 = 639.546  -> x 1.55 =  991.3
 *   boy 5 y 20 kg:    22.706 x 20 + 504.3  = 958.42   -> x 1.55 = 1485.6
 *   girl 9 y 28 kg:   20.315 x 28 + 485.9  = 1054.72  -> x 1.55 = 1634.8
 *   boy 15 y 56 kg:   17.686 x 56 + 658.2  = 1648.616 -> x 1.55 = 2555.4
 *   girl 15 y 52 kg:  13.384 x 52 + 692.6  = 1388.568 -> x 1.55 = 2152.3
 */
const child = (gender: 'M' | 'F', ageYears: number, weightKg: number, heightCm: number): EnergyNeedInput => ({
  gender,
  ageYears,
  weightKg,
  heightCm,
  activityLevel: 'MEDIUM',
  energyGoal: 'MAINTAIN_WEIGHT',
});
const VECTORS: [EnergyNeedInput, number, number][] = [
  [child('M', 2, 12, 87), 683.7, 1059.8],
  [child('F', 2, 11.5, 86), 639.5, 991.3],
  [child('M', 5, 20, 110), 958.4, 1485.6],
  [child('F', 9, 28, 133), 1054.7, 1634.8],
  [child('M', 15, 56, 170), 1648.6, 2555.4],
  [child('F', 15, 52, 162), 1388.6, 2152.3],
];
const EQUATIONS: EnergyEstimationEquation[] = ['INSTITUTE_OF_MEDICINE', 'HARRIS_BENEDICT', 'REVISED_HARRIS_BENEDICT'];

describe('children and adolescents: Schofield (1985) BMR x activity factor, whatever the equation', () => {
  it.each(VECTORS)('%o: BMR %d, MEDIUM %d kcal', (p, bmr, medium) => {
    expect(schofieldBmr(p)).toBeCloseTo(bmr, 1);
    for (const equation of EQUATIONS) expect(maintenanceEnergy(equation, p)).toBeCloseTo(medium, 1);
  });

  it('the dietitian’s 5-year-old boy (20 kg, 110 cm, MEDIUM) gets 1,300-1,500 kcal, not the adult IOM 1,754', () => {
    const boy = child('M', 5, 20, 110);
    expect(iomEer(boy, 'ACTIVE')).toBeCloseTo(1754.1, 1); // what the adult equation gave
    const kcal = dailyEnergyTarget('INSTITUTE_OF_MEDICINE', boy);
    expect(kcal).toBeGreaterThanOrEqual(1300);
    expect(kcal).toBeLessThanOrEqual(1500);
  });

  // EFSA (2013) average requirements, moderately active (PAL 1.6), as published in EFSA's press release of
  // 10 January 2013: 6 y 1,500-1,600, 12 y 2,000-2,200, 17 y 2,300-2,900 kcal (girls to boys). Approximate
  // median weights. Schofield x 1.55 is lower for girls aged 3-10 (a known feature of the revised equations,
  // about 6-7 % below FAO/WHO/UNU 1985), so the band is the EFSA range widened by 10 %.
  it.each([
    [child('M', 6, 20.5, 116), 1500, 1600],
    [child('F', 6, 20.2, 115), 1500, 1600],
    [child('M', 12, 41, 152), 2000, 2200],
    [child('F', 12, 42, 152), 2000, 2200],
    [child('M', 17, 64, 177), 2300, 2900],
    [child('F', 17, 56, 164), 2300, 2900],
  ])('%o is within 10 %% of the EFSA 2013 range %d-%d kcal at MEDIUM', (p, low, high) => {
    const kcal = maintenanceEnergy('INSTITUTE_OF_MEDICINE', p);
    expect(kcal).toBeGreaterThanOrEqual(low * 0.9);
    expect(kcal).toBeLessThanOrEqual(high * 1.1);
  });

  it('uses the activity mapping of the settings (the same as adults) and AUTO as BMR + burned kcal', () => {
    const boy = child('M', 5, 20, 110);
    expect(maintenanceEnergy('HARRIS_BENEDICT', { ...boy, activityLevel: 'LOWEST' })).toBeCloseTo(958.42 * 1.2, 1);
    expect(maintenanceEnergy('HARRIS_BENEDICT', { ...boy, activityLevel: 'LOW' })).toBeCloseTo(958.42 * 1.375, 1);
    const mapped = maintenanceEnergy('INSTITUTE_OF_MEDICINE', boy, {
      activityMapping: { LOWEST: 'SEDENTARY', LOW: 'ACTIVE', MEDIUM: 'VERY_ACTIVE' },
    });
    expect(mapped).toBeCloseTo(958.42 * 1.725, 1);
    expect(maintenanceEnergy('INSTITUTE_OF_MEDICINE', { ...boy, activityLevel: 'AUTO', dailyBurnedEnergyKcal: 300 })).toBeCloseTo(
      958.42 + 300,
      1,
    );
  });

  it('applies no weight-goal shift under 18; CUSTOM is kept; at 18 the adult equation and shifts apply', () => {
    const teen = child('F', 15, 52, 162);
    const maintenance = maintenanceEnergy('HARRIS_BENEDICT', teen);
    expect(dailyEnergyTarget('HARRIS_BENEDICT', { ...teen, energyGoal: 'LOSE_WEIGHT' })).toBeCloseTo(maintenance, 6);
    expect(dailyEnergyTarget('HARRIS_BENEDICT', { ...teen, energyGoal: 'GAIN_WEIGHT' })).toBeCloseTo(maintenance, 6);
    expect(dailyEnergyTarget('HARRIS_BENEDICT', { ...teen, energyGoal: 'CUSTOM', customKcalTarget: 1900 })).toBe(1900);
    const adult = { ...teen, ageYears: 18 };
    expect(maintenanceEnergy('INSTITUTE_OF_MEDICINE', adult)).toBeCloseTo(iomEer(adult, 'ACTIVE'), 6);
    expect(dailyEnergyTarget('INSTITUTE_OF_MEDICINE', { ...adult, energyGoal: 'LOSE_WEIGHT' })).toBeCloseTo(
      iomEer(adult, 'ACTIVE') - 500,
      6,
    );
  });

  it('gives a heavier (older) child within a band more energy, and no jump of more than 5 % between bands', () => {
    for (const gender of ['M', 'F'] as const) {
      const kcal = (age: number, kg: number) => maintenanceEnergy('INSTITUTE_OF_MEDICINE', child(gender, age, kg, 120));
      expect(kcal(4, 16)).toBeLessThan(kcal(7, 23));
      expect(kcal(7, 23)).toBeLessThan(kcal(9, 28));
      expect(kcal(11, 36)).toBeLessThan(kcal(14, 50));
      for (const [below, at, kg] of [
        [2, 3, 14],
        [9, 10, 31],
      ]) {
        expect(Math.abs(kcal(at, kg) / kcal(below, kg) - 1)).toBeLessThan(0.05);
      }
    }
  });
});
