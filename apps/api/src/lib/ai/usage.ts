import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { aiUsage } from '../../db/schema.js';

export type AiUsageEntry = {
  organisationId: string;
  sessionId: string | null;
  provider: string;
  model: string;
  inputTokens: number | undefined;
  outputTokens: number | undefined;
  totalTokens: number | undefined;
  durationMs: number;
  outcome: 'ok' | 'invalid' | 'error';
  at: Date;
};

/** Records one call to a language model: tokens, time and outcome; never the prompt or the answer. */
export async function recordAiUsage(db: Db, entry: AiUsageEntry): Promise<void> {
  await db.insert(aiUsage).values({
    id: randomUUID(),
    organisationId: entry.organisationId,
    sessionId: entry.sessionId,
    provider: entry.provider,
    model: entry.model,
    inputTokens: entry.inputTokens ?? null,
    outputTokens: entry.outputTokens ?? null,
    totalTokens: entry.totalTokens ?? null,
    durationMs: Math.max(0, Math.round(entry.durationMs)),
    outcome: entry.outcome,
    createdAt: entry.at,
  });
}
