import { z } from 'zod';

/** GET /api/dashboard: the home dashboard's figures, computed from the caller's visible records. */
export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  cards: z.object({
    activeVerifications: z.number().int(),
    completedThisMonth: z.number().int(),
    /** Share of decided verifications that were approved, 0–100; null before any decision. */
    successRate: z.number().nullable(),
    systemStatus: z.enum(['Operational', 'Degraded']),
  }),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      verificationId: z.string().nullable(),
      /** The candidate of that verification, when the entry concerns one. */
      candidateName: z.string().nullable().optional(),
      /** Who acted: a colleague's name, "Candidate", "Candor" (system) or null when unknown. */
      actorName: z.string().nullable().optional(),
      createdAt: z.string(),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
