import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationTimelineResponseSchema, type TimelineEntry } from '@candor/contracts';
import { users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  submit,
  type Staff,
} from '../../../test/verification-helpers.js';

/** GET /api/verifications/{id}/timeline: the case page's history, from the audit trail. */
describe('a verification timeline', () => {
  let app: TestApp;
  let owner: Staff;
  let manager: Staff;
  let verificationId: string;

  const rename = (staff: Staff, name: string) =>
    app.db.update(users).set({ name }).where(eq(users.id, staff.userId));

  const timeline = (staff: Pick<Staff, 'cookie'> | null, id: string, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/verifications/${id}/timeline${query}`,
      headers: staff ? { cookie: staff.cookie } : {},
    });

  const entriesOf = async (staff: Staff, id = verificationId, query = '') => {
    const res = await timeline(staff, id, query);
    expect(res.statusCode, res.body).toBe(200);
    return verificationTimelineResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
    await rename(owner, 'Priya Raman');
    manager = await addMember(app, owner.organisationId, ['hr_manager'], 'Administration');
    await rename(manager, 'Tom Okafor');

    const invitation = await invite(app, owner, { candidateName: 'Ada Lovelace' });
    verificationId = invitation.verificationId;
    const resent = await app.inject({
      method: 'POST',
      url: `/api/verifications/${verificationId}/resend-invitation`,
      headers: { cookie: manager.cookie },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await submit(app, invitation)).statusCode).toBe(200);
    const revealed = await app.inject({
      method: 'GET',
      url: `/api/verifications/${verificationId}?reveal=pii`,
      headers: { cookie: owner.cookie },
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/verifications/${verificationId}/approve`,
      headers: { cookie: manager.cookie },
      payload: { note: 'References confirmed' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  const pick = (entries: TimelineEntry[], actions: readonly string[]) =>
    entries
      .filter((entry) => actions.includes(entry.action))
      .map((entry) => ({ action: entry.action, label: entry.label, actor: entry.actor }));

  it('tells what happened, newest first, with names and human labels', async () => {
    const { entries, nextCursor, verificationId: id } = await entriesOf(owner);
    expect(id).toBe(verificationId);
    expect(nextCursor).toBeNull();
    expect(
      pick(entries, [
        'verification.invited',
        'verification.invitation_resent',
        'verification.submitted',
        'verification.pii_revealed',
        'verification.approved',
      ]),
    ).toEqual([
      { action: 'verification.approved', label: 'Approved', actor: { kind: 'staff', name: 'Tom Okafor' } },
      {
        action: 'verification.pii_revealed',
        label: 'Revealed personal data',
        actor: { kind: 'staff', name: 'Priya Raman' },
      },
      {
        action: 'verification.submitted',
        label: 'Submitted',
        actor: { kind: 'candidate', name: 'Ada Lovelace' },
      },
      {
        action: 'verification.invitation_resent',
        label: 'Link resent',
        actor: { kind: 'staff', name: 'Tom Okafor' },
      },
      {
        action: 'verification.invited',
        label: 'Invitation sent',
        actor: { kind: 'staff', name: 'Priya Raman' },
      },
    ]);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Never an id or an email where a name belongs, and nothing personal in the entries.
    const text = JSON.stringify(entries);
    expect(text).not.toContain(owner.userId);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('ada@analytical.example');
  });

  it('pages by keyset without skipping or repeating an entry', async () => {
    const all = (await entriesOf(owner)).entries;
    const seen: TimelineEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await entriesOf(owner, verificationId, query);
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
    expect(pages).toBe(Math.ceil(all.length / 2));
  });

  it('refuses a bad cursor or limit with a 400, never a 500', async () => {
    expect((await timeline(owner, verificationId, '?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await timeline(owner, verificationId, '?limit=0')).statusCode).toBe(400);
    expect((await timeline(owner, verificationId, '?limit=101')).statusCode).toBe(400);
    expect((await timeline(owner, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('asks for sign-in and a permission to view verifications', async () => {
    expect((await timeline(null, verificationId)).statusCode).toBe(401);
    const candidate = await addMember(app, owner.organisationId, ['candidate'], 'Administration');
    expect((await timeline(candidate, verificationId)).statusCode).toBe(403);
    // A vendor sees only what they invited.
    const vendor = await addMember(app, owner.organisationId, ['vendor'], 'Administration');
    expect((await timeline(vendor, verificationId)).statusCode).toBe(404);
  });

  it("is another organisation's business: their id is not found", async () => {
    const other = await newOrganisation(app, { plan: 'professional' });
    const res = await timeline(other, verificationId);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Ada');
    const theirs = await invite(app, other, { candidateName: 'Charles Babbage' });
    expect((await timeline(owner, theirs.verificationId)).statusCode).toBe(404);
    expect((await entriesOf(other, theirs.verificationId)).entries.length).toBeGreaterThan(0);
  });

  it('follows the view scopes: another department and another recruiter do not see it', async () => {
    const elsewhere = await addMember(app, owner.organisationId, ['hr_manager'], 'Engineering');
    expect((await timeline(elsewhere, verificationId)).statusCode).toBe(404);
    const recruiter = await addMember(app, owner.organisationId, ['recruiter'], 'Administration');
    expect((await timeline(recruiter, verificationId)).statusCode).toBe(404);
    const own = await invite(app, recruiter, { candidateName: 'Mary Somerville' });
    const { entries } = await entriesOf(recruiter, own.verificationId);
    expect(pick(entries, ['verification.invited'])).toEqual([
      {
        action: 'verification.invited',
        label: 'Invitation sent',
        actor: { kind: 'staff', name: 'Grace Hopper' },
      },
    ]);
    // The department's manager sees what was invited in their department.
    expect((await entriesOf(manager, own.verificationId)).entries.length).toBeGreaterThan(0);
  });
});
