import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, uploadDocumentResponseSchema } from '@candor/contracts';
import { type TestApp } from '../../../test/build-test-app.js';
import { candidateUploads, documentsTestApp, filesUnder, sha256 } from '../../../test/documents-helpers.js';
import { randomPdfBytes } from '../../../test/fixtures.js';
import { addMember, invite, type Invitation, type Staff } from '../../../test/verification-helpers.js';
import { auditEvents, documents } from '../../db/schema.js';

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

  describe.each([
    ['GET /api/verifications/{id}/documents/{documentId}', 'nested'],
    ['GET /api/documents/{id}', 'by id'],
  ] as const)('%s (staff download)', (_route, form) => {
    let invitation: Invitation;
    let documentId: string;
    let content: Buffer;
    beforeAll(async () => {
      invitation = await invite(app, owner);
      content = randomPdfBytes(300_000);
      documentId = uploadDocumentResponseSchema.parse(
        (await upload(invitation.token, { name: 'Zeugnis für Ada.pdf', content })).json(),
      ).document.id;
    });
    const url = (id = documentId) =>
      form === 'nested'
        ? `/api/verifications/${invitation.verificationId}/documents/${id}`
        : `/api/documents/${id}`;

    it('streams the decrypted file with its name and type, and audits the download', async () => {
      const res = await app.inject({ method: 'GET', url: url(), headers: { cookie: owner.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Zeugnis%20f%C3%BCr%20Ada.pdf");
      expect(sha256(res.rawPayload)).toBe(sha256(content));
      const audit = await app.db.select().from(auditEvents).where(eq(auditEvents.targetId, documentId));
      expect(audit.map((a) => a.action)).toContain('document.downloaded');
    });

    it('never sends bytes that fail their integrity check: an altered stored file is an error, not a 200 with changed content', async () => {
      const fresh = await invite(app, owner);
      const original = randomPdfBytes(300_000);
      const id = uploadDocumentResponseSchema.parse(
        (await upload(fresh.token, { name: 'statement.pdf', content: original })).json(),
      ).document.id;
      const target =
        form === 'nested'
          ? `/api/verifications/${fresh.verificationId}/documents/${id}`
          : `/api/documents/${id}`;
      const [row] = await app.db.select().from(documents).where(eq(documents.id, id));
      const file = (await filesUnder(path.join(dataDir, 'files', 'objects'))).find((f) =>
        f.endsWith(row!.storageKey),
      )!;
      const stored = await readFile(file);
      const get = () => app.inject({ method: 'GET', url: target, headers: { cookie: owner.cookie } });

      // Untampered: identical bytes.
      expect(sha256((await get()).rawPayload)).toBe(sha256(original));

      // One byte changed in the third 64 KiB segment: the response is cut off before it, so the
      // client never receives the whole file nor any byte from that segment on.
      const altered = Buffer.from(stored);
      const offset = 29 + 2 * (65536 + 16) + 100;
      altered[offset] = (altered[offset] ?? 0) ^ 1;
      await writeFile(file, altered);
      // Whatever arrives before the connection is cut (or nothing, if the client sees an error).
      const received = async () => (await get().catch(() => null))?.rawPayload ?? Buffer.alloc(0);
      const cut = await received();
      expect(cut.length).toBeLessThanOrEqual(2 * 65536);
      expect(original.subarray(0, cut.length).equals(cut)).toBe(true);

      // Changed in the first segment: an error envelope before anything is sent.
      const early = Buffer.from(stored);
      early[40] = (early[40] ?? 0) ^ 1;
      await writeFile(file, early);
      const refused = await get();
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(errorEnvelopeSchema.parse(refused.json()).success).toBe(false);
      expect(refused.rawPayload.includes(original.subarray(0, 64))).toBe(false);

      // Cut short after two whole segments: detected, never served as a complete file.
      await writeFile(file, stored.subarray(0, 29 + 2 * (65536 + 16)));
      const truncated = await received();
      expect(truncated.length).toBeLessThan(original.length);
      expect(original.subarray(0, truncated.length).equals(truncated)).toBe(true);
      await writeFile(file, stored);
    });

    it('answers 401 anonymous, 403 without a view permission, 404 to another organisation', async () => {
      expect((await app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
      const candidateRole = await addMember(app, owner.organisationId, ['candidate']);
      expect(
        (await app.inject({ method: 'GET', url: url(), headers: { cookie: candidateRole.cookie } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: url(), headers: { cookie: other.cookie } })).statusCode,
      ).toBe(404);
      const bad = await app.inject({ method: 'GET', url: url('nope'), headers: { cookie: owner.cookie } });
      expect(bad.statusCode).toBe(400);
    });
  });
});
