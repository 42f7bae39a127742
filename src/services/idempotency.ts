/** A fresh Idempotency-Key for a create: a retried create with the same key returns the first result. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
