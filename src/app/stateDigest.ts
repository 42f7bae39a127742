/**
 * Fingerprints of the store's state, to find where a replay leaves the recorded path. The state is
 * immutable and shares unchanged parts between actions, so each object's digest is computed once
 * (cached by identity) and a digest after every action costs only what changed.
 */

/** Sections compared after each action: each replayable top-level key, and the simulation's parts. */
export type SectionDigests = Record<string, string>;

const cache = new WeakMap<object, string>();

/** FNV-1a, twice with different seeds: 64 bits, as hex. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** A digest of a JSON-like value; keys whose value is undefined count as absent (as in JSON). */
export function digestOf(value: unknown): string {
  if (value === null || typeof value !== 'object') return value === undefined ? 'u' : JSON.stringify(value);
  const hit = cache.get(value);
  if (hit) return hit;
  const parts = Array.isArray(value)
    ? value.map(digestOf)
    : Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => `${JSON.stringify(k)}:${digestOf((value as Record<string, unknown>)[k])}`);
  const digest = hash(`${Array.isArray(value) ? '[' : '{'}${parts.join(',')}`);
  cache.set(value, digest);
  return digest;
}

/**
 * The part of the state a replay must reproduce: everything but the server caches (keys ending in
 * "Api": their own actions refill them) and redux-persist's bookkeeping (`_persist`).
 */
export function replayableState(state: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state as Record<string, unknown>)) {
    if (key.endsWith('Api')) continue;
    if (value && typeof value === 'object' && !Array.isArray(value) && '_persist' in value) {
      const { _persist: _ignored, ...rest } = value as Record<string, unknown>;
      out[key] = rest;
    } else {
      out[key] = value;
    }
  }
  return out;
}

export function sectionDigests(state: Record<string, unknown>): SectionDigests {
  const out: SectionDigests = {};
  for (const [key, value] of Object.entries(state)) {
    if (key === 'simulation' && value && typeof value === 'object') {
      const sim = value as { present?: Record<string, unknown>; past?: unknown; future?: unknown; pendingPlan?: unknown };
      for (const [part, v] of Object.entries(sim.present ?? {})) out[`simulation.present.${part}`] = digestOf(v);
      out['simulation.history'] = digestOf([sim.past, sim.future]);
      out['simulation.pendingPlan'] = digestOf(sim.pendingPlan ?? null);
    } else {
      out[key] = digestOf(value);
    }
  }
  return out;
}
