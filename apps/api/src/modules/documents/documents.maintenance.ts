import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DocumentsService } from './documents.service.js';
import { loggableError } from '../../lib/logger.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Housekeeping of stored files: the orphan sweep runs once the server is ready (start-up) and
 * then every hour, in the background, logging what it removed.
 */
export const documentsMaintenance = fp(
  (app: FastifyInstance, opts: { service: DocumentsService }) => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    const sweep = () => {
      running ??= opts.service
        .sweepOrphans()
        .then(
          (result) => {
            if (result.orphansRemoved > 0 || result.incompleteRemoved > 0) {
              app.log.info(result, 'removed stored files that no document refers to');
            }
          },
          (error: unknown) => {
            app.log.error({ err: loggableError(error) }, 'orphan file sweep failed');
          },
        )
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', (done) => {
      sweep();
      timer = setInterval(sweep, SWEEP_EVERY_MS);
      timer.unref();
      done();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'documents-maintenance' },
);
