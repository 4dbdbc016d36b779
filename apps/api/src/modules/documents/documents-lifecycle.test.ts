import { mkdtempSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  MAX_FILES_PER_VERIFICATION,
  TOO_MANY_FILES_MESSAGE,
  uploadDocumentResponseSchema,
} from '@candor/contracts';
import { buildApp } from '../../app.js';
import { testConfig, type TestApp } from '../../../test/build-test-app.js';
import { candidateUploads, documentsTestApp, filesUnder } from '../../../test/documents-helpers.js';
import { multipartBody, pdfBytes, randomPdfBytes } from '../../../test/fixtures.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { invite, newOrganisation, submit, type Staff } from '../../../test/verification-helpers.js';
import { documents } from '../../db/schema.js';

describe('candidate documents', () => {
  let app: TestApp;
  let dataDir: string;
  let owner: Staff;
  let other: Staff;

  beforeAll(async () => {
    ({ app, dataDir, owner, other } = await documentsTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  const { upload } = candidateUploads(() => app);

  describe('POST /api/candidate/{token}/documents (multipart, streamed)', () => {
    it('lists the documents on the portal, and lets the candidate remove one before submitting', async () => {
      const fresh = await invite(app, owner);
      const added = uploadDocumentResponseSchema.parse(
        (await upload(fresh.token, { name: 'remove-me.pdf', content: pdfBytes() })).json(),
      ).document;
      const portal = getCandidatePortalResponseSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/candidate/${fresh.token}` })).json(),
      ).portal;
      expect(portal.submitted ? [] : portal.documents.map((d) => d.id)).toEqual([added.id]);

      const [row] = await app.db.select().from(documents).where(eq(documents.id, added.id));
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/candidate/${fresh.token}/documents/${added.id}`,
      });
      expect(removed.statusCode).toBe(200);
      expect(await app.db.select().from(documents).where(eq(documents.id, added.id))).toEqual([]);
      const stored = await filesUnder(path.join(dataDir, 'files', 'objects'));
      expect(stored.some((f) => f.endsWith(row!.storageKey))).toBe(false);
      const again = await app.inject({
        method: 'DELETE',
        url: `/api/candidate/${fresh.token}/documents/${added.id}`,
      });
      expect(again.statusCode).toBe(404);
    });

    it("cannot remove another verification's document", async () => {
      const mine = await invite(app, owner);
      const theirs = await invite(app, other);
      const doc = uploadDocumentResponseSchema.parse(
        (await upload(theirs.token, { name: 'theirs.pdf', content: pdfBytes() })).json(),
      ).document;
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/candidate/${mine.token}/documents/${doc.id}`,
      });
      expect(res.statusCode).toBe(404);
      expect(await app.db.select().from(documents).where(eq(documents.id, doc.id))).toHaveLength(1);
    });

    it('refuses uploads and removals after submission', async () => {
      const done = await invite(app, owner);
      const doc = uploadDocumentResponseSchema.parse(
        (await upload(done.token, { name: 'kept.pdf', content: pdfBytes() })).json(),
      ).document;
      expect((await submit(app, done)).statusCode).toBe(200);
      expect((await upload(done.token, { name: 'late.pdf', content: pdfBytes() })).statusCode).toBe(409);
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/candidate/${done.token}/documents/${doc.id}`,
      });
      expect(removal.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(removal.json()).code).toBe('INVALID_STATE');
    });

    it(`allows at most ${MAX_FILES_PER_VERIFICATION} files per verification, even when sent at once`, async () => {
      const many = await invite(app, owner);
      const results = await Promise.all(
        Array.from({ length: MAX_FILES_PER_VERIFICATION + 4 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: `/api/candidate/${many.token}/documents`,
            // An address of its own: the per-address upload rate limit is not what this tests.
            remoteAddress: '203.0.113.20',
            ...multipartBody({ name: `file-${i}.pdf`, content: randomPdfBytes(2048) }),
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_FILES_PER_VERIFICATION);
      const refused = results.filter((r) => r.statusCode !== 201);
      expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
      expect(errorEnvelopeSchema.parse(refused[0]!.json()).error).toBe(TOO_MANY_FILES_MESSAGE);
      const rows = await app.db
        .select()
        .from(documents)
        .where(eq(documents.verificationId, many.verificationId));
      expect(rows).toHaveLength(MAX_FILES_PER_VERIFICATION);
    });
  });
});

describe('orphan sweep', () => {
  it('at start-up removes files no row refers to that are over an hour old, and unfinished writes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-sweep-'));
    // Two lives of the server on one database and one DATA_DIR.
    const database = await openTestDatabase();
    const shared = { ...database, close: () => Promise.resolve() };
    const config = testConfig({ dataDir });
    const first = await buildApp({ config, database: shared, logger: false });
    await first.ready();
    const owner = await newOrganisation(Object.assign(first, { db: database.db }), { plan: 'professional' });
    const invitation = await invite(Object.assign(first, { db: database.db }), owner);
    const kept = uploadDocumentResponseSchema.parse(
      (
        await first.inject({
          method: 'POST',
          url: `/api/candidate/${invitation.token}/documents`,
          ...multipartBody({ name: 'kept.pdf', content: pdfBytes() }),
        })
      ).json(),
    ).document;
    const [keptRow] = await database.db.select().from(documents).where(eq(documents.id, kept.id));
    await first.close();

    // What a crash leaves behind: a stored file whose row never committed, a half-written file.
    const objects = path.join(dataDir, 'files', 'objects');
    const orphanKey = 'ab'.padEnd(32, '0');
    const recentKey = 'ac'.padEnd(32, '1');
    await mkdir(path.join(objects, 'ab'), { recursive: true });
    await mkdir(path.join(objects, 'ac'), { recursive: true });
    await writeFile(path.join(objects, 'ab', orphanKey), 'orphan');
    await writeFile(path.join(objects, 'ac', recentKey), 'recent orphan');
    await writeFile(path.join(dataDir, 'files', 'tmp', 'deadbeef.part'), 'partial');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const keptFile = path.join(objects, keptRow!.storageKey.slice(0, 2), keptRow!.storageKey);
    for (const file of [
      path.join(objects, 'ab', orphanKey),
      path.join(dataDir, 'files', 'tmp', 'deadbeef.part'),
      keptFile,
    ]) {
      await utimes(file, old, old);
    }

    // The sweep is a job: the second life runs its jobs, and with them the start-up sweep.
    const second = await buildApp({ config, database: shared, logger: false, startJobs: true });
    await second.ready();
    try {
      await vi.waitFor(
        async () => {
          const remaining = await filesUnder(path.join(dataDir, 'files'));
          expect(remaining.some((f) => f.endsWith(orphanKey))).toBe(false);
          expect(remaining.some((f) => f.endsWith('deadbeef.part'))).toBe(false);
        },
        { timeout: 5000, interval: 50 },
      );
      const remaining = await filesUnder(path.join(dataDir, 'files'));
      expect(remaining.some((f) => f.endsWith(keptRow!.storageKey))).toBe(true);
      expect(remaining.some((f) => f.endsWith(recentKey))).toBe(true);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
