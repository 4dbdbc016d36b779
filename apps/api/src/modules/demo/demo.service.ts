import { createHmac } from 'node:crypto';
import type { DemoUser } from '@candor/contracts';
import { authorizeSystem, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/client.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { ensureSampleVerifications } from './demo-samples.js';

export const DEMO_ORGANISATION_SLUG = 'demo-northwind-talent';

type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  /** Where the overlay sends this user after signing in. */
  home: string;
};

export const DEMO_ACCOUNTS: Record<DemoUser, DemoAccount> = {
  admin: {
    email: 'admin@demo.candor.local',
    firstName: 'Avery',
    lastName: 'Admin',
    jobTitle: 'Platform administrator',
    home: '/dashboard',
  },
  company_admin: {
    email: 'company.admin@demo.candor.local',
    firstName: 'Casey',
    lastName: 'Morgan',
    jobTitle: 'HR Director',
    home: '/dashboard',
  },
  candidate: {
    email: 'candidate@demo.candor.local',
    firstName: 'Jordan',
    lastName: 'Lee',
    jobTitle: 'Candidate',
    home: '/my-verification',
  },
};

/**
 * Demo mode: a seeded demo organisation with three users and one-click sign-in. The demo
 * passwords are derived from APP_SECRET, so they are stable for an installation, never stored,
 * and cannot be guessed without the secret.
 */
export function createDemoService(deps: {
  accounts: AccountsService;
  appSecret: string;
  db: Db;
  now: () => Date;
}) {
  const passwordOf = (user: DemoUser) =>
    createHmac('sha256', deps.appSecret).update(`candor-demo-user:${user}`).digest('base64url');

  /** The demo organisation and its three users, created once. */
  async function ensureOrganisation(actor: Actor): Promise<void> {
    if (await deps.accounts.findOrganisationBySlug(actor, DEMO_ORGANISATION_SLUG)) return;
    let organisation;
    try {
      organisation = await deps.accounts.createOrganisation(actor, {
        name: 'Northwind Talent (demo)',
        slug: DEMO_ORGANISATION_SLUG,
        companySize: '201-1000',
        plan: 'professional',
      });
    } catch (error) {
      // Another instance starting at the same moment seeded it first.
      if (await deps.accounts.findOrganisationBySlug(actor, DEMO_ORGANISATION_SLUG)) return;
      throw error;
    }
    // Marked as demo users: anyone may sign in as them, so they reach only the demo organisation.
    const base = (user: DemoUser) => ({ ...DEMO_ACCOUNTS[user], password: passwordOf(user), demo: true });
    await deps.accounts.provisionUser(actor, { ...base('admin'), platformAdmin: true });
    await deps.accounts.provisionUser(actor, {
      ...base('company_admin'),
      membership: {
        organisationId: organisation.id,
        roles: ['super_admin', 'hr_director'],
        department: 'Administration',
      },
    });
    await deps.accounts.provisionUser(actor, {
      ...base('candidate'),
      membership: { organisationId: organisation.id, roles: ['candidate'], department: null },
    });
  }

  return {
    /**
     * Creates the demo organisation, its users and its sample verifications once; later starts
     * find them and change nothing (an organisation seeded before the samples existed gets them).
     * Run by Candor itself at start-up (the system actor).
     */
    async ensureSeeded(actor: Actor): Promise<void> {
      authorizeSystem(actor);
      await ensureOrganisation(actor);
      const organisation = await deps.accounts.findOrganisationBySlug(actor, DEMO_ORGANISATION_SLUG);
      if (!organisation) return;
      await ensureSampleVerifications(deps.db, {
        organisationId: organisation.id,
        reviewerEmail: DEMO_ACCOUNTS.company_admin.email,
        now: deps.now(),
      });
    },

    /** The credentials the demo sign-in uses for one of the three demo users. */
    credentials(user: DemoUser): { email: string; password: string; home: string } {
      const account = DEMO_ACCOUNTS[user] as DemoAccount | undefined;
      if (!account) throw new AppError('NOT_FOUND', 'Unknown demo user');
      return { email: account.email, password: passwordOf(user), home: account.home };
    },
  };
}
export type DemoService = ReturnType<typeof createDemoService>;
