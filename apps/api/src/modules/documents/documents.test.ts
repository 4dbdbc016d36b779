import { createHash } from 'node:crypto';
import { readdir, readFile, utimes, writeFile, mkdir } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  archiveTooLargeMessage,
  CANDIDATE_TOKEN_HEADER,
  errorEnvelopeSchema,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILES_PER_VERIFICATION,
  MAX_UPLOAD_BYTES,
  PORTAL_FILE_TYPE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  uploadDocumentResponseSchema,
  getCandidatePortalResponseSchema,
} from '@candor/contracts';
import { buildApp } from '../../app.js';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app.js';
import { openTestDatabase } from '../../../test/test-database.js';
import {
  docBytes,
  deflatedDocxBytes,
  docxBytes,
  docxZipBomb,
  exeBytes,
  jpegBytes,
  multipartBody,
  pdfBytes,
  pngBytes,
  randomPdfBytes,
  zipBytes,
} from '../../../test/fixtures.js';
import {
  addMember,
  invite,
  newOrganisation,
  submit,
  type Invitation,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, documents } from '../../db/schema.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile()) out.push(path.join(entry.parentPath, entry.name));
  }
  return out;
}

describe('candidate documents', () => {
  let app: TestApp;
  let dataDir: string;
  let owner: Staff;
  let other: Staff;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'candor-documents-'));
    app = await buildTestApp({ config: { dataDir } });
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = (
    token: string,
    file: { name: string; content: Buffer; contentType?: string },
    query = '',
    fields: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/candidate/${token}/documents${query}`,
      ...multipartBody(file, fields),
    });

  const uploadJson = (token: string | null, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/upload-document',
      headers: token ? { [CANDIDATE_TOKEN_HEADER]: token } : {},
      payload,
    });

  describe('POST /api/candidate/{token}/documents (multipart, streamed)', () => {
    let invitation: Invitation;
    beforeAll(async () => {
      invitation = await invite(app, owner);
    });

    it('stores a PDF encrypted at rest and records name, type, size and sha256', async () => {
      const content = pdfBytes(50_000, 'S');
      const res = await upload(
        invitation.token,
        { name: 'Diploma 2012.pdf', content },
        '?documentType=EDUCATION',
      );
      expect(res.statusCode).toBe(201);
      const { document } = uploadDocumentResponseSchema.parse(res.json());
      expect(document).toMatchObject({
        fileName: 'Diploma 2012.pdf',
        type: 'application/pdf',
        size: content.length,
        sha256: sha256(content),
        documentType: 'EDUCATION',
      });
      const [row] = await app.db.select().from(documents).where(eq(documents.id, document.id));
      expect(row!.verificationId).toBe(invitation.verificationId);
      // The stored file is neither the plaintext nor named after it.
      const stored = await filesUnder(path.join(dataDir, 'files', 'objects'));
      const file = stored.find((f) => f.endsWith(row!.storageKey))!;
      const raw = await readFile(file);
      expect(raw.includes(Buffer.from('SSSSSSSSSSSSSSSS'))).toBe(false);
      expect(raw.includes(Buffer.from('%PDF'))).toBe(false);
      expect(file).not.toContain('Diploma');
      const audit = await app.db.select().from(auditEvents).where(eq(auditEvents.targetId, document.id));
      expect(audit.map((a) => a.action)).toEqual(['document.uploaded']);
    });

    it('answers a malformed multipart body with 400 and stores nothing', async () => {
      const before = (await app.db.select().from(documents)).length;
      const sent = multipartBody({ name: 'a.pdf', content: pdfBytes() });
      // The body's boundary is not the one the Content-Type announces.
      const other = multipartBody({ name: 'a.pdf', content: pdfBytes() });
      const res = await app.inject({
        method: 'POST',
        url: `/api/candidate/${invitation.token}/documents`,
        headers: sent.headers,
        payload: other.payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(
        'The upload was not a valid multipart/form-data body. Please try again.',
      );
      expect((await app.db.select().from(documents)).length).toBe(before);
    });

    it('answers an upload cut off mid-file with 400 and stores nothing, on the portal and the staff panel', async () => {
      const before = (await app.db.select().from(documents)).length;
      const whole = multipartBody({ name: 'a.pdf', content: pdfBytes(40_000) });
      // The connection's body ends inside the file: no closing boundary ever arrives.
      const cut = whole.payload.subarray(0, whole.payload.length - 20_000);
      const portal = await app.inject({
        method: 'POST',
        url: `/api/candidate/${invitation.token}/documents`,
        headers: whole.headers,
        payload: cut,
      });
      expect(portal.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(portal.json()).code).toBe('VALIDATION_FAILED');
      const staff = await app.inject({
        method: 'POST',
        url: `/api/verifications/${invitation.verificationId}/documents?verificationType=EDUCATION`,
        headers: { ...whole.headers, cookie: owner.cookie },
        payload: cut,
      });
      expect(staff.statusCode).toBe(400);
      expect((await app.db.select().from(documents)).length).toBe(before);
    });

    it('accepts jpg, jpeg, png, doc and docx by their bytes', async () => {
      const files = [
        { name: 'photo.jpg', content: jpegBytes(), type: 'image/jpeg' },
        { name: 'photo.jpeg', content: jpegBytes(), type: 'image/jpeg' },
        { name: 'scan.png', content: pngBytes(), type: 'image/png' },
        { name: 'letter.doc', content: docBytes(), type: 'application/msword' },
        {
          name: 'cv.docx',
          content: docxBytes(),
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
        // A Word document whose markers lie beyond the bytes first inspected.
        {
          name: 'long.docx',
          content: docxBytes(300_000),
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      ];
      for (const file of files) {
        const res = await upload(invitation.token, { name: file.name, content: file.content });
        expect(res.statusCode, `${file.name}: ${res.body}`).toBe(201);
        expect(uploadDocumentResponseSchema.parse(res.json()).document).toMatchObject({
          fileName: file.name,
          type: file.type,
          sha256: sha256(file.content),
        });
      }
    });

    describe('Office documents that unpack too far (zip bombs)', () => {
      const storedFiles = async () => (await filesUnder(path.join(dataDir, 'files'))).length;
      const staffUpload = (verificationId: string, file: { name: string; content: Buffer }) => {
        const body = multipartBody(file);
        return app.inject({
          method: 'POST',
          url: `/api/verifications/${verificationId}/documents?verificationType=EDUCATION`,
          headers: { ...body.headers, cookie: owner.cookie },
          payload: body.payload,
        });
      };

      it('refuses a small .docx that unpacks to 100 MB, naming the file, and stores nothing', async () => {
        const bomb = await docxZipBomb({ expandedBytes: 100 * 1024 * 1024 });
        expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES / 10);
        const rows = (await app.db.select().from(documents)).length;
        const files = await storedFiles();
        const res = await upload(invitation.token, { name: 'CV final.docx', content: bomb });
        expect(res.statusCode).toBe(413);
        expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({
          code: 'PAYLOAD_TOO_LARGE',
          error: archiveTooLargeMessage('CV final.docx'),
        });
        expect((await app.db.select().from(documents)).length).toBe(rows);
        expect(await storedFiles()).toBe(files);
      });

      it('refuses a bomb whose headers understate its size, by unpacking it with a cap', async () => {
        const bomb = await docxZipBomb({ expandedBytes: 60 * 1024 * 1024, declaredBytes: 1000 });
        const rows = (await app.db.select().from(documents)).length;
        const files = await storedFiles();
        const res = await upload(invitation.token, { name: 'letter.docx', content: bomb });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(errorEnvelopeSchema.parse(res.json()).error).toContain('letter.docx');
        expect((await app.db.select().from(documents)).length).toBe(rows);
        expect(await storedFiles()).toBe(files);
      });

      it('refuses the same bomb on the staff upload panel, storing nothing', async () => {
        const fresh = await invite(app, owner);
        const bomb = await docxZipBomb({ expandedBytes: 100 * 1024 * 1024 });
        const files = await storedFiles();
        const res = await staffUpload(fresh.verificationId, { name: 'transcript.docx', content: bomb });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        errorEnvelopeSchema.parse(res.json());
        const rows = await app.db
          .select()
          .from(documents)
          .where(eq(documents.verificationId, fresh.verificationId));
        expect(rows).toEqual([]);
        expect(await storedFiles()).toBe(files);
      });

      it('still accepts a real, deflated .docx', async () => {
        const content = deflatedDocxBytes();
        const res = await upload(invitation.token, { name: 'reference.docx', content });
        expect(res.statusCode, res.body).toBe(201);
        expect(uploadDocumentResponseSchema.parse(res.json()).document).toMatchObject({
          fileName: 'reference.docx',
          sha256: sha256(content),
        });
      });
    });

    it('decides the type from the bytes: an executable renamed .pdf is refused with 415', async () => {
      const before = await app.db.select().from(documents);
      const res = await upload(invitation.token, {
        name: 'invoice.pdf',
        content: exeBytes(),
        contentType: 'application/pdf',
      });
      expect(res.statusCode).toBe(415);
      expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        error: PORTAL_FILE_TYPE_MESSAGE,
      });
      for (const content of [
        zipBytes([{ name: 'a.txt', data: Buffer.from('hi') }]),
        Buffer.from('just some text'),
      ]) {
        expect((await upload(invitation.token, { name: 'x.docx', content })).statusCode).toBe(415);
      }
      expect((await app.db.select().from(documents)).length).toBe(before.length);
    });

    it('gives a PDF sent under another name the right extension, and cleans unsafe names', async () => {
      const renamed = await upload(invitation.token, { name: 'scan.png', content: pdfBytes() });
      expect(uploadDocumentResponseSchema.parse(renamed.json()).document.fileName).toBe('scan.pdf');
      const unsafe = await upload(invitation.token, {
        name: '..\\..\\etc\\pass\u202ewd<>.pdf',
        content: pdfBytes(),
      });
      expect(uploadDocumentResponseSchema.parse(unsafe.json()).document.fileName).toBe('passwd.pdf');
    });

    it('refuses an 11 MB file with 413 while streaming, storing nothing', async () => {
      const before = (await filesUnder(path.join(dataDir, 'files'))).length;
      const res = await upload(invitation.token, { name: 'big.pdf', content: pdfBytes(11 * 1024 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        error: FILE_TOO_LARGE_MESSAGE,
      });
      expect((await filesUnder(path.join(dataDir, 'files'))).length).toBe(before);
    });

    it('stops a streamed upload (no Content-Length) at 10 MB with 413, storing nothing', async () => {
      const before = (await filesUnder(path.join(dataDir, 'files'))).length;
      const body = multipartBody({ name: 'big.pdf', content: pdfBytes(11 * 1024 * 1024) });
      const chunks: Buffer[] = [];
      for (let offset = 0; offset < body.payload.length; offset += 64 * 1024) {
        chunks.push(body.payload.subarray(offset, offset + 64 * 1024));
      }
      const res = await app.inject({
        method: 'POST',
        url: `/api/candidate/${invitation.token}/documents`,
        headers: body.headers,
        payload: Readable.from(chunks),
      });
      expect(res.statusCode).toBe(413);
      expect(errorEnvelopeSchema.parse(res.json()).error).toBe(FILE_TOO_LARGE_MESSAGE);
      expect((await filesUnder(path.join(dataDir, 'files'))).length).toBe(before);
    });

    it('accepts a file of exactly 10 MB', async () => {
      const content = pdfBytes(MAX_UPLOAD_BYTES);
      const res = await upload(invitation.token, { name: 'exact.pdf', content });
      expect(res.statusCode, res.body).toBe(201);
      expect(uploadDocumentResponseSchema.parse(res.json()).document.size).toBe(MAX_UPLOAD_BYTES);
    });

    it('refuses a request that is not multipart, or has no file', async () => {
      const json = await app.inject({
        method: 'POST',
        url: `/api/candidate/${invitation.token}/documents`,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      const boundary = 'empty-boundary';
      const noFile = await app.inject({
        method: 'POST',
        url: `/api/candidate/${invitation.token}/documents`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      });
      expect(noFile.statusCode).toBe(400);
    });

    it('answers 404 for an unknown token', async () => {
      expect((await upload('D'.repeat(43), { name: 'a.pdf', content: pdfBytes() })).statusCode).toBe(404);
    });

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

  describe('POST /api/upload-document (base64 JSON)', () => {
    let invitation: Invitation;
    beforeAll(async () => {
      invitation = await invite(app, owner);
    });

    it('stores the file and answers the document', async () => {
      const content = pdfBytes(4096);
      const res = await uploadJson(invitation.token, {
        verificationId: invitation.verificationId,
        fileName: 'reference.pdf',
        fileType: 'application/pdf',
        fileContent: content.toString('base64'),
      });
      expect(res.statusCode).toBe(201);
      expect(uploadDocumentResponseSchema.parse(res.json()).document).toMatchObject({
        fileName: 'reference.pdf',
        sha256: sha256(content),
        size: 4096,
        documentType: 'GENERAL',
      });
      const dataUrl = await uploadJson(invitation.token, {
        verificationId: invitation.verificationId,
        fileName: 'scan.png',
        fileType: 'image/png',
        fileContent: `data:image/png;base64,${pngBytes().toString('base64')}`,
      });
      expect(dataUrl.statusCode).toBe(201);
    });

    it('refuses an executable declared as a PDF (415), an 11 MB file (413) and bad base64 (400)', async () => {
      const base = {
        verificationId: invitation.verificationId,
        fileName: 'x.pdf',
        fileType: 'application/pdf',
      };
      expect(
        (await uploadJson(invitation.token, { ...base, fileContent: exeBytes().toString('base64') }))
          .statusCode,
      ).toBe(415);
      const big = await uploadJson(invitation.token, {
        ...base,
        fileContent: pdfBytes(11 * 1024 * 1024).toString('base64'),
      });
      expect(big.statusCode).toBe(413);
      expect(errorEnvelopeSchema.parse(big.json()).code).toBe('PAYLOAD_TOO_LARGE');
      const bad = await uploadJson(invitation.token, { ...base, fileContent: 'not base64 at all!' });
      expect(bad.statusCode).toBe(400);
      const missing = await uploadJson(invitation.token, { ...base, fileContent: '' });
      expect(missing.statusCode).toBe(400);
    });

    it('answers 401 without the token header and 404 for a token of another verification', async () => {
      const body = {
        verificationId: invitation.verificationId,
        fileName: 'x.pdf',
        fileType: 'application/pdf',
        fileContent: pdfBytes().toString('base64'),
      };
      expect((await uploadJson(null, body)).statusCode).toBe(401);
      const another = await invite(app, owner);
      expect((await uploadJson(another.token, body)).statusCode).toBe(404);
      expect((await uploadJson('E'.repeat(43), body)).statusCode).toBe(404);
    });
  });

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
