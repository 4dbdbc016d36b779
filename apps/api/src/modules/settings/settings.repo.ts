import { eq } from 'drizzle-orm';
import type { Settings, UpdateSettingsBody } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { organisationSettings, organisations } from '../../db/schema.js';

export function createSettingsRepo(db: Db) {
  return {
    async get(organisationId: string): Promise<Settings | null> {
      const [row] = await db
        .select({
          processingTimeoutSeconds: organisationSettings.processingTimeoutSeconds,
          autoRetry: organisationSettings.autoRetry,
          emailNotifications: organisationSettings.emailNotifications,
          alertThreshold: organisationSettings.alertThreshold,
          rateLimitPerMinute: organisationSettings.rateLimitPerMinute,
          debugLogging: organisationSettings.debugLogging,
          remindersEnabled: organisationSettings.remindersEnabled,
          requireMfa: organisations.requireMfa,
        })
        .from(organisations)
        .leftJoin(organisationSettings, eq(organisationSettings.organisationId, organisations.id))
        .where(eq(organisations.id, organisationId));
      if (!row) return null;
      return {
        ...row,
        processingTimeoutSeconds: (row.processingTimeoutSeconds ??
          300) as Settings['processingTimeoutSeconds'],
        autoRetry: row.autoRetry ?? true,
        emailNotifications: row.emailNotifications ?? true,
        alertThreshold: row.alertThreshold ?? 10,
        rateLimitPerMinute: row.rateLimitPerMinute ?? 100,
        debugLogging: row.debugLogging ?? false,
        remindersEnabled: row.remindersEnabled ?? true,
      };
    },

    /** Writes the given fields (creating the row with defaults first if it is missing). */
    async update(tx: Db, organisationId: string, changes: UpdateSettingsBody, userId: string): Promise<void> {
      const { requireMfa, ...settings } = changes;
      await tx
        .insert(organisationSettings)
        .values({ organisationId, ...settings, updatedByUserId: userId })
        .onConflictDoUpdate({
          target: organisationSettings.organisationId,
          set: { ...settings, updatedByUserId: userId, updatedAt: new Date() },
        });
      if (requireMfa !== undefined) {
        await tx
          .update(organisations)
          .set({ requireMfa, updatedAt: new Date() })
          .where(eq(organisations.id, organisationId));
      }
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
