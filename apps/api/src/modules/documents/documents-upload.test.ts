import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archiveTooLargeMessage,
  errorEnvelopeSchema,
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  PORTAL_FILE_TYPE_MESSAGE,
  uploadDocumentResponseSchema,
} from '@candor/contracts';
import { type TestApp } from '../../../test/build-test-app.js';
import { candidateUploads, documentsTestApp, filesUnder, sha256 } from '../../../test/documents-helpers.js';
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
  zipBytes,
} from '../../../test/fixtures.js';
import { invite, type Invitation, type Staff } from '../../../test/verification-helpers.js';
import { auditEvents, documents } from '../../db/schema.js';

describe('candidate documents', () => {
  let app: TestApp;
  let dataDir: string;
  let owner: Staff;

  beforeAll(async () => {
    ({ app, dataDir, owner } = await documentsTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  const { upload, uploadJson } = candidateUploads(() => app);

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
});
