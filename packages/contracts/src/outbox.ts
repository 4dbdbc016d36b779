import { z } from 'zod';

/** One stored mail, as the demo outbox page shows it (demo installations without SMTP only). */
export const outboxEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** GET /api/admin/outbox: `enabled` is false outside demo mode, and the list is then empty. */
export const outboxResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  emails: z.array(outboxEmailSchema),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** The newest mails shown on the outbox page. */
export const OUTBOX_PAGE_SIZE = 50;
