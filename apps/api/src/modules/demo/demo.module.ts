import fp from 'fastify-plugin';
import { systemActor } from '../../lib/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Auth } from '../../lib/auth.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { demoRoutes } from './demo.routes.js';
import { createDemoService } from './demo.service.js';

export { DEMO_ORGANISATION_SLUG } from './demo.service.js';

export type DemoModuleOptions = {
  config: Pick<Config, 'demoMode' | 'appSecret'>;
  auth: Auth;
  accounts: AccountsService;
  db: Db;
  now: () => Date;
};

/** Demo mode only: seeds the demo organisation and users once and offers one-click sign-in. */
export const demoModule = fp<DemoModuleOptions>(
  async (app, { config, auth, accounts, db, now }) => {
    if (!config.demoMode) return;
    const demo = createDemoService({ accounts, appSecret: config.appSecret, db, now });
    await demo.ensureSeeded(systemActor('demo-seed'));
    await app.register(demoRoutes, { service: demo, auth });
  },
  { name: 'demo-module' },
);
