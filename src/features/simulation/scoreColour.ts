/** A heuristic score's colour: under 0.33 red, under 0.66 orange, otherwise green. */
export function scoreColour(value: number): 'red' | 'orange' | 'green' {
  if (value < 0.33) return 'red';
  if (value < 0.66) return 'orange';
  return 'green';
}
