import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings, type UpdateSettingsBody } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { organisationSettings, organisations } from '../../db/schema.js';

export function createSettingsRepo(db: Db) {
  return {
    /** The organisation's settings; those never saved take the contracts' defaults. */
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
          runChecksOnSubmission: organisationSettings.runChecksOnSubmission,
          requireMfa: organisations.requireMfa,
        })
        .from(organisations)
        .leftJoin(organisationSettings, eq(organisationSettings.organisationId, organisations.id))
        .where(eq(organisations.id, organisationId));
      if (!row) return null;
      return {
        processingTimeoutSeconds: row.processingTimeoutSeconds ?? DEFAULT_SETTINGS.processingTimeoutSeconds,
        autoRetry: row.autoRetry ?? DEFAULT_SETTINGS.autoRetry,
        emailNotifications: row.emailNotifications ?? DEFAULT_SETTINGS.emailNotifications,
        alertThreshold: row.alertThreshold ?? DEFAULT_SETTINGS.alertThreshold,
        rateLimitPerMinute: row.rateLimitPerMinute ?? DEFAULT_SETTINGS.rateLimitPerMinute,
        debugLogging: row.debugLogging ?? DEFAULT_SETTINGS.debugLogging,
        remindersEnabled: row.remindersEnabled ?? DEFAULT_SETTINGS.remindersEnabled,
        requireMfa: row.requireMfa,
        runChecksOnSubmission: row.runChecksOnSubmission ?? DEFAULT_SETTINGS.runChecksOnSubmission,
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
