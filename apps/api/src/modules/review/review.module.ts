import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { Mailer } from '../../lib/mail.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { VerificationCore } from '../verifications/verification-core.service.js';
import { reviewRoutes } from './review.routes.js';
import { createReviewService } from './review.service.js';

export type ReviewModuleOptions = {
  config: Pick<Config, 'publicUrl'>;
  db: Db;
  audit: AuditService;
  mailer: Mailer;
  events: DomainEvents;
  now: () => Date;
  core: VerificationCore;
  documents: DocumentsService;
  accounts: AccountsService;
};

/**
 * The reviewer's side: dashboard counts, requests for more information and decisions. The service
 * is built first (the candidate portal's overloaded submit call is given it); `plugin` registers
 * the routes.
 */
export function createReviewModule(deps: ReviewModuleOptions) {
  const { config, core } = deps;
  const service = createReviewService({
    db: deps.db,
    audit: deps.audit,
    mailer: deps.mailer,
    events: deps.events,
    now: deps.now,
    documents: deps.documents,
    accounts: deps.accounts,
    repo: core.repo,
    informationRequests: core.informationRequests,
    access: core.access,
    ssnCipher: core.ssnCipher,
    sectionDigests: core.sectionDigests,
    lifecycle: core.lifecycle,
    publicUrl: config.publicUrl,
  });
  const plugin = fp(
    async (app) => {
      await app.register(reviewRoutes, { service });
    },
    { name: 'review-module', dependencies: ['authenticate'] },
  );
  return { service, plugin };
}
