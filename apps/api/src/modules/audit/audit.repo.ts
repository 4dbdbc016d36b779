import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

export type AuditRow = typeof auditEvents.$inferInsert;

export function createAuditRepo(db: Db) {
  return {
    /** Appends one row; `tx` keeps it in the caller's transaction. */
    async insert(row: Omit<AuditRow, 'id' | 'createdAt'>, tx: Db = db): Promise<void> {
      await tx.insert(auditEvents).values({ id: randomUUID(), ...row });
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
