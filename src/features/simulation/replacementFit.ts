import type { ReplacementFit } from '../../services/generated/plannerApi.generated';

/** Energy within this share of the meal's target reads as on target (the engine's explanation uses the same 10 %). */
const ON_TARGET_PERCENT = 10;
/** Score gaps smaller than this read as "as well as" (scores are rounded to 2 decimals on screen). */
const SAME_SCORE = 0.005;

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** The option's value in the slot against the current recipe's: "+0.04", "−0.12", "±0.00" (absent: no current recipe). */
export function fitDifference(fit: ReplacementFit): string | null {
  if (fit.scoreGap === undefined) return null;
  const d = -fit.scoreGap;
  if (Math.abs(d) < SAME_SCORE) return '±0.00';
  return `${d > 0 ? '+' : '−'}${Math.abs(d).toFixed(2)}`;
}

/** The option's energy against the meal's target: "+14 %", "−3 %", "0 %". */
export const energyDifference = (fit: ReplacementFit) =>
  `${fit.energyOffPercent > 0 ? '+' : fit.energyOffPercent < 0 ? '−' : ''}${Math.abs(fit.energyOffPercent)} %`;

/**
 * Why an option fits or what it trades, in one sentence: its value in the slot against the current recipe, its
 * energy against the meal's target, and its other uses in the week.
 */
export function fitNote(fit: ReplacementFit, currentName: string): string {
  const parts: string[] = [];
  if (fit.scoreGap !== undefined) {
    const gap = fit.scoreGap;
    if (Math.abs(gap) < SAME_SCORE) parts.push(`Fits this slot as well as ${currentName}`);
    else if (gap < 0) parts.push(`Fits this slot alone better than ${currentName} (by ${(-gap).toFixed(2)})`);
    else parts.push(`Scores ${gap.toFixed(2)} below ${currentName}`);
  }
  const off = fit.energyOffPercent;
  if (Math.abs(off) <= ON_TARGET_PERCENT) parts.push(`energy within ${ON_TARGET_PERCENT} % of the meal's target`);
  else parts.push(`${Math.abs(off)} % ${off > 0 ? 'over' : 'under'} the meal's energy target`);
  if (fit.weekUses > 0) parts.push(`already ${times(fit.weekUses)} in this week's plan`);
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
