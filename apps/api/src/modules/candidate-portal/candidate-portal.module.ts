import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { ReviewService } from '../review/review.service.js';
import type { VerificationCore } from '../verifications/verification-core.service.js';
import { candidatePortalRoutes } from './candidate-portal.routes.js';
import { createCandidatePortalService } from './candidate-portal.service.js';

export type CandidatePortalModuleOptions = {
  db: Db;
  audit: AuditService;
  events: DomainEvents;
  now: () => Date;
  core: VerificationCore;
  documents: DocumentsService;
  /** The review's service: a request for more information arrives on the portal's submit call. */
  review: ReviewService;
};

/** The candidate's form behind their private link: open, save a draft, submit. */
export const candidatePortalModule = fp<CandidatePortalModuleOptions>(
  async (app, { db, audit, events, now, core, documents, review }) => {
    await app.register(candidatePortalRoutes, {
      service: createCandidatePortalService({
        db,
        repo: core.repo,
        access: core.access,
        documents,
        audit,
        ssnCipher: core.ssnCipher,
        informationRequests: core.informationRequests,
        sectionDigests: core.sectionDigests,
        lifecycle: core.lifecycle,
        events,
        now,
      }),
      review,
      // A deadline may not be before today in any time zone the reviewer may be in (UTC-12 is the
      // last to reach a date), so nobody's local "today" is refused.
      today: () => new Date(now().getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10),
    });
  },
  { name: 'candidate-portal-module', dependencies: ['authenticate'] },
);
