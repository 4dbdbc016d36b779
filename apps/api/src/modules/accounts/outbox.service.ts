import { OUTBOX_PAGE_SIZE, type OutboxResponse } from '@candor/contracts';
import type { AccountsRepo } from './accounts.repo.js';

/**
 * The mail outbox for platform administrators of a demo installation: without SMTP, this is
 * where verification, reset and invitation links can be opened. Outside demo mode it lists nothing.
 */
export function createOutboxService(deps: { repo: AccountsRepo; demoMode: boolean }) {
  return {
    async list(): Promise<OutboxResponse> {
      if (!deps.demoMode) return { success: true, enabled: false, emails: [] };
      const rows = await deps.repo.listOutbox(OUTBOX_PAGE_SIZE);
      return {
        success: true,
        enabled: true,
        emails: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
