/**
 * The week search (issue 12, item 1): incremental local search over ALL eligible candidates of each division
 * with delta evaluation, then a joint re-optimisation of each day's portions.
 *
 * The value a day maximises: the sum over its slots of the heuristic value (`slotScore` x its total weight, see
 * HEURISTIC_SCALE) minus
 * the side-repeat penalty ρ, the fruit-repeat penalty μ and VIOLATION_PENALTY per broken hard variety rule
 * (variety.ts), minus λ × the documented objective: per member, the relative deviation of the day's energy,
 * protein, carbohydrate and fat from target plus one relative deviation per meal (meal energy against its
 * share), plus the relative excess of salt over 5.75 g (sodium 2.3 g), shortfall of fibre under the need and excess
 * of free sugar over 10 % of energy, each times its day heuristic's weight over NUTRITIONAL_DEVIATION's (0.1 / 3
 * by default); mean over members. λ = NUTRITIONAL_DEVIATION weight / 5 × slots × LAMBDA_PER_SLOT (0 switches nutrition off).
 *
 * - Per division the candidates are flat arrays (nutrition per serving, each member's portion meeting their
 *   share within bounds, an upper bound of the heuristic score), so a slot's move evaluates every candidate by
 *   its delta on the day's per-member sums (O(members) each) and computes the exact heuristic score only
 *   best-first while the bound can still win: O(n x members + k x ingredients) per slot, n the pool size.
 * - Greedy fill in eating order against the day's targets prorated to the filled share, a seeded pick among the
 *   near-best; 1-swap descent to a fixed point; DAY_KICKS seeded perturbations (re-draw two slots among
 *   their best candidates, descend, keep the best day).
 * - Portions: per member the exact minimum of the documented objective over the day's free portions within the
 *   bounds (a small LP, portionLp.ts), rounded to the bounds' step (or 0.0001 serving when continuous). Salt, fibre
 *   and sugar choose recipes, not portions: portions serve the energy, macro and meal targets.
 * - Then an LP-aware 1-swap on days above LP_SKIP (`lpDescend`): each slot's best LP_WIDTH candidates valued at
 *   re-optimised portions.
 * - After the weekly food-group swaps, the changed days descend again within the rules' groups (`redescend`).
 * Deterministic for a seed: iteration orders are fixed and all randomness comes from the seeded rng.
 *
 * One class in layers, each file extending the one before: base.ts (targets, weights, flat candidate arrays),
 * candidates.ts (a slot's candidates valued: `best`, `rankSlot`), portions.ts (the day's portions), day.ts (the day
 * search), week.ts (the weekly food-group rules, `WeekSearch`); terms.ts holds the objective's terms they share.
 */
export { WeekSearch, hasFoodGroup } from './week';
export { DAY_KICKS } from './day';
export { portionRows, SIDE_OVER_MAIN } from './portions';
export { HEURISTIC_SCALE, LAMBDA_PER_SLOT } from './base';
