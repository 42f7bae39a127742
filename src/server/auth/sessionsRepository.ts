import type { Database } from '../db/client';

/** The identity provider's sign-in sessions as the backends see them (shared.idp_payload, shared.staff_account). */
export function createSessionsRepository(db: Pick<Database, 'query'>) {
  return {
    /** True while the grant exists for this subject, has not expired, and the account exists and is enabled. */
    async isGrantLive(grantId: string, subject: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 AS live FROM shared.idp_payload g
         WHERE g.model = 'Grant' AND g.id = $1 AND g.payload->>'accountId' = $2
           AND (g.expires_at IS NULL OR g.expires_at > now())
           AND EXISTS (SELECT 1 FROM shared.staff_account a WHERE a.subject = $2 AND a.enabled)`,
        [grantId, subject],
      );
      return rows.length > 0;
    },
  };
}
