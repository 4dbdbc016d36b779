import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../lib/jobs.js';
import type { Mailer } from '../../lib/mail.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationAccess } from '../verifications/verification-access.service.js';
import { createRemindersRepo } from './reminders.repo.js';
import { remindersJob } from './reminders.jobs.js';
import { createRemindersService } from './reminders.service.js';

export type RemindersModuleOptions = {
  config: Pick<Config, 'publicUrl'>;
  db: Db;
  mailer: Mailer;
  audit: AuditService;
  jobs: JobRunner;
  /** The verification core: issues a new candidate link inside the reminder's transaction. */
  access: Pick<VerificationAccess, 'issueLink'>;
  now: () => Date;
};

/** Reminders to candidates who have not finished: a recurring job, no routes. */
export const remindersModule = fp<RemindersModuleOptions>(
  (_app, { config, db, mailer, audit, jobs, access, now }, done) => {
    const reminders = createRemindersService({
      db,
      repo: createRemindersRepo(db),
      mailer,
      audit,
      issueLink: (tx, verification, at) => access.issueLink(tx, verification, at),
      publicUrl: config.publicUrl,
      now,
    });
    jobs.register(remindersJob(reminders));
    done();
  },
  { name: 'reminders-module' },
);
