import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@candor/contracts';
import { DOCUMENT_FACTS_JOB, documentFactsConsumer } from './extraction.jobs.js';

const processed = {
  id: '00000000-0000-4000-8000-0000000000e1',
  type: 'document.processed',
  organisationId: 'org-1',
  aggregateId: '00000000-0000-4000-8000-0000000000a1',
  occurredAt: new Date('2026-11-25T12:00:00Z').toISOString(),
  payload: {
    verificationId: '00000000-0000-4000-8000-0000000000a1',
    documentId: '00000000-0000-4000-8000-0000000000d1',
    documentType: 'EDUCATION',
  },
} as unknown as DomainEvent;

describe('document-facts consumer', () => {
  it('queues the extraction of each stored upload, once per document within a minute', async () => {
    const sent: unknown[][] = [];
    const consumer = documentFactsConsumer({
      isStarted: () => true,
      send: (...args: unknown[]) => {
        sent.push(args);
        return Promise.resolve('job-1');
      },
    });
    expect(consumer.types).toEqual(['document.processed']);
    await consumer.handle(processed);
    expect(sent).toEqual([
      [
        DOCUMENT_FACTS_JOB,
        { documentId: '00000000-0000-4000-8000-0000000000d1' },
        { singletonKey: '00000000-0000-4000-8000-0000000000d1', singletonSeconds: 60 },
      ],
    ]);
  });

  it('queues nothing in a process that runs no jobs (the run reads the document itself)', async () => {
    let sends = 0;
    const consumer = documentFactsConsumer({
      isStarted: () => false,
      send: () => {
        sends += 1;
        return Promise.resolve(null);
      },
    });
    await consumer.handle(processed);
    expect(sends).toBe(0);
  });
});
