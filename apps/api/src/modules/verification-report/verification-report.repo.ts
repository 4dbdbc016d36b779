import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** What the report reads beside the verification and its checks. */
export function createVerificationReportRepo(db: Db) {
  return {
    /** The name of the member who decided; undefined when the account no longer exists. */
    async userName(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name;
    },
  };
}
export type VerificationReportRepo = ReturnType<typeof createVerificationReportRepo>;
