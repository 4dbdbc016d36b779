import fp from 'fastify-plugin';
import type { Infrastructure } from '../../infrastructure.js';
import { createAiModel } from '../../lib/ai/provider.js';
import { createFindingsReader } from '../checks/checks.service.js';
import type { VerificationCore } from '../verifications/verification-core.service.js';
import { createAssistantRepo } from './assistant.repo.js';
import { assistantRoutes } from './assistant.routes.js';
import { createAssistantService } from './assistant.service.js';

export type AssistantModuleOptions = Pick<
  Infrastructure,
  'config' | 'db' | 'log' | 'audit' | 'now' | 'clock'
> & {
  core: VerificationCore;
};

/** The verification assistant (docs/product.md#assistant). */
export const assistantModule = fp<AssistantModuleOptions>(
  async (app, { config, db, log, audit, now, clock, core }) => {
    const service = createAssistantService({
      db,
      repo: createAssistantRepo(db),
      access: core.access,
      audit,
      log,
      ai: await createAiModel(config.ai),
      aiConfig: config.ai,
      findingsOf: createFindingsReader(db),
      now,
      clock,
    });
    await app.register(assistantRoutes, { service });
  },
  { name: 'assistant-module', dependencies: ['authenticate'] },
);
