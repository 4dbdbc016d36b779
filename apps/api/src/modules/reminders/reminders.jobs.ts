import { z } from 'zod';
import { defineJob } from '../../lib/jobs.js';
import { systemActor } from '../../lib/actor.js';
import { REMINDER_JOB, REMINDER_JOB_EVERY_MINUTES, type RemindersService } from './reminders.service.js';

/** A run looks at every organisation: no payload. */
const reminderJobPayload = z.object({}).strict();

declare module '../../lib/jobs.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface JobPayloads {
    [REMINDER_JOB]: z.input<typeof reminderJobPayload>;
  }
}

/** The recurring job that decides and delivers the candidate reminders that are due. */
export const remindersJob = (service: RemindersService) =>
  defineJob({
    name: REMINDER_JOB,
    schema: reminderJobPayload,
    everyMinutes: REMINDER_JOB_EVERY_MINUTES,
    handler: () => service.run(systemActor('reminders')),
  });
