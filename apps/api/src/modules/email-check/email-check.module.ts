import fp from 'fastify-plugin';
import { emailCheckRoutes } from './email-check.routes.js';
import { createEmailCheckService, systemMxResolver, type MxResolver } from './email-check.service.js';

export type EmailCheckModuleOptions = {
  /** DNS MX lookups (tests pass a fake; the system resolver otherwise). */
  resolveMx?: MxResolver | undefined;
};

/** The email address pre-check of the invitation form. */
export const emailCheckModule = fp<EmailCheckModuleOptions>(
  async (app, { resolveMx }) => {
    await app.register(emailCheckRoutes, {
      service: createEmailCheckService({ resolveMx: resolveMx ?? systemMxResolver() }),
    });
  },
  { name: 'email-check-module' },
);
