import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createInfrastructure, type AppDeps } from './infrastructure.js';
import { loggerOptions } from './lib/logger.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { accessPlugin } from './plugins/access.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { csrfPlugin } from './plugins/csrf.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputPlugin } from './plugins/input.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import { attachRealtime } from './realtime-gate.js';
import { createAccountsModule } from './modules/accounts/accounts.module.js';
import { assistantModule } from './modules/assistant/assistant.module.js';
import { auditModule } from './modules/audit/audit.module.js';
import { billingModule } from './modules/billing/billing.module.js';
import { candidatePortalModule } from './modules/candidate-portal/candidate-portal.module.js';
import { createChecksModule } from './modules/checks/checks.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { DEMO_ORGANISATION_SLUG, demoModule } from './modules/demo/demo.module.js';
import { createDocumentsModule } from './modules/documents/documents.module.js';
import { emailCheckModule } from './modules/email-check/email-check.module.js';
import { notificationsModule } from './modules/notifications/notifications.module.js';
import { invitationsModule } from './modules/invitations/invitations.module.js';
import { leadsModule } from './modules/leads/leads.module.js';
import { noticesModule } from './modules/notices/notices.module.js';
import { remindersModule } from './modules/reminders/reminders.module.js';
import { reportsModule } from './modules/reports/reports.module.js';
import { createReviewModule } from './modules/review/review.module.js';
import { settingsModule } from './modules/settings/settings.module.js';
import { systemModule } from './modules/system/system.module.js';
import { createVerificationCore, verificationsModule } from './modules/verifications/verifications.module.js';
import { verificationReportModule } from './modules/verification-report/verification-report.module.js';

export type { AppDeps } from './infrastructure.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole API as one Fastify instance from its dependencies. The entry point
 * (server.ts) and the tests (test/build-test-app.ts) both call this. Shared infrastructure is
 * built once (infrastructure.ts); each module is a plugin given the part it needs, and the
 * services one module lends another are passed here, in the order they are built.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(accessPlugin);
  await app.register(csrfPlugin, { allowedOrigins: config.allowedOrigins, publicUrl: config.publicUrl });
  await app.register(securityPlugin, { https: config.publicUrl.startsWith('https://') });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, lifted: deps.rateLimits === 'lifted' });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  const infra = createInfrastructure(app, deps);
  const accounts = createAccountsModule({ ...infra, demoOrganisationSlug: DEMO_ORGANISATION_SLUG });
  await app.register(authenticatePlugin, { accounts: accounts.service });

  await app.register(systemModule, infra);
  await app.register(accounts.plugin);
  await app.register(demoModule, { ...infra, accounts: accounts.service });
  await app.register(dashboardModule, infra);
  await app.register(settingsModule, infra);
  await app.register(leadsModule, infra);
  await app.register(billingModule, infra);
  await app.register(noticesModule, infra);
  await attachRealtime(app, { ...infra, accounts: accounts.service });

  const core = await createVerificationCore(app, infra);
  const documents = createDocumentsModule({ ...infra, access: core.access });
  const review = createReviewModule({
    ...infra,
    core,
    documents: documents.service,
    accounts: accounts.service,
  });
  await app.register(verificationsModule, { ...infra, core, documents: documents.service });
  await app.register(invitationsModule, { ...infra, core, accounts: accounts.service });
  await app.register(review.plugin);
  await app.register(candidatePortalModule, {
    ...infra,
    core,
    documents: documents.service,
    review: review.service,
  });
  await app.register(reportsModule, { ...infra, core });
  const checks = createChecksModule({ ...infra, core });
  await app.register(checks.plugin);
  await app.register(verificationReportModule, { ...infra, core, checks: checks.service });
  await app.register(assistantModule, { ...infra, core });
  await app.register(auditModule, infra);
  await app.register(remindersModule, { ...infra, access: core.access });
  await app.register(documents.plugin);
  await app.register(emailCheckModule, infra);
  await app.register(notificationsModule, infra);

  await app.register(spaPlugin, { webDistDir: config.webDistDir });

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
