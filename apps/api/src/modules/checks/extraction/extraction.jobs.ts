import { z } from 'zod';
import { idSchema } from '@candor/contracts';
import type { DomainEventConsumer } from '../../../lib/domain-events.js';
import { defineJob, type JobRunner } from '../../../lib/jobs.js';
import type { DocumentFactsStore } from './document-facts.js';

/** Reads a stored document's text and metadata soon after its upload, so a run finds them ready. */
export const DOCUMENT_FACTS_JOB = 'document-facts-extract';

const extractPayload = z.object({ documentId: idSchema }).strict();

declare module '../../../lib/jobs.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface JobPayloads {
    [DOCUMENT_FACTS_JOB]: z.input<typeof extractPayload>;
  }
}

/**
 * One document: extracted unless its facts are current (so a repeated run does nothing), never
 * longer than the extraction's own timeouts. A document removed meanwhile is skipped.
 */
export const documentFactsJob = (deps: { store: Pick<DocumentFactsStore, 'extractById'> }) =>
  defineJob({
    name: DOCUMENT_FACTS_JOB,
    schema: extractPayload,
    retryLimit: 1,
    retryDelay: 30,
    expireInSeconds: 300,
    handler: async ({ documentId }) => {
      const outcome = await deps.store.extractById(documentId);
      return { outcome };
    },
  });

/**
 * Queues the extraction job for each stored upload (candidate or staff), from the
 * `document.processed` event: the event is recorded with the upload, so the job is queued even
 * when the process stops right after the upload. A process that runs no jobs (tests) queues
 * nothing; the check run reads what is missing itself.
 */
export function documentFactsConsumer(jobs: Pick<JobRunner, 'isStarted' | 'send'>): DomainEventConsumer {
  return {
    name: 'document-facts',
    types: ['document.processed'],
    async handle(event) {
      if (event.type !== 'document.processed' || !jobs.isStarted()) return;
      const { documentId } = event.payload;
      // A second delivery of the event within the minute queues nothing more.
      await jobs.send(DOCUMENT_FACTS_JOB, { documentId }, { singletonKey: documentId, singletonSeconds: 60 });
    },
  };
}
