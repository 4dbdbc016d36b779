import { OUTBOX_PAGE_SIZE, type OutboxResponse } from '@candor/contracts';
import { authorizePlatformAdmin, type Actor } from '../../lib/actor.js';
import type { AccountsRepo } from './accounts.repo.js';

/**
 * The mail outbox for platform administrators of a demo installation: without SMTP, this is
 * where the demo organisation's verification, reset and invitation links can be opened while
 * their bodies are kept. It never shows another organisation's mail, nor mail of users without
 * one (a newly registered customer's, say). Outside demo mode it lists nothing.
 */
export function createOutboxService(deps: {
  repo: AccountsRepo;
  demoMode: boolean;
  /** The slug of the seeded demo organisation. */
  demoOrganisationSlug: string;
}) {
  return {
    async list(actor: Actor): Promise<OutboxResponse> {
      authorizePlatformAdmin(actor);
      if (!deps.demoMode) return { success: true, enabled: false, emails: [] };
      const demo = await deps.repo.findOrganisationBySlug(deps.demoOrganisationSlug);
      const rows = demo ? await deps.repo.listOutbox(demo.id, OUTBOX_PAGE_SIZE) : [];
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
