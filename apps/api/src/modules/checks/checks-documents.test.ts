import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChecksResponseSchema, isSerious, type GetChecksResponse } from '@candor/contracts';
import type { TestApp } from '../../../test/build-test-app.js';
import { candidateUploads, documentsTestApp } from '../../../test/documents-helpers.js';
import { invite, submit, type Staff } from '../../../test/verification-helpers.js';
import { documentFacts, verifications } from '../../db/schema.js';
import { CHECKS_RECOVER_JOB } from './checks.jobs.js';
import { DOCUMENT_FACTS_JOB } from './extraction/extraction.jobs.js';
import { EXTRACTOR_VERSION } from './extraction/facts.js';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/documents',
);
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

describe('automated checks of uploaded documents', () => {
  let app: TestApp;
  let owner: Staff;
  beforeAll(async () => {
    ({ app, owner } = await documentsTestApp());
  });
  afterAll(async () => {
    await app.close();
  });
  const { upload } = candidateUploads(() => app);

  const uploadAs = async (token: string, name: string, documentType: string) => {
    const res = await upload(token, { name, content: fixture(name) }, `?documentType=${documentType}`);
    expect(res.statusCode).toBe(201);
    return res.json<{ document: { id: string } }>().document.id;
  };
  const read = async (id: string): Promise<GetChecksResponse> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/verifications/${id}/checks`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    return getChecksResponseSchema.parse(res.json());
  };
  /** Submits, starts the checks unless the submission started them, and runs them here. */
  const submitAndCheck = async (invitation: Awaited<ReturnType<typeof invite>>) => {
    expect((await submit(app, invitation)).statusCode).toBe(200);
    if ((await read(invitation.verificationId)).run === null) {
      const started = await app.inject({
        method: 'POST',
        url: `/api/verifications/${invitation.verificationId}/checks`,
        headers: { cookie: owner.cookie },
        payload: {},
      });
      expect(started.statusCode).toBe(202);
    }
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    const done = await read(invitation.verificationId);
    expect(done.run?.status).toBe('DONE');
    return done;
  };
  const factsOf = async (documentId: string) =>
    app.db.query.documentFacts.findFirst({ where: eq(documentFacts.documentId, documentId) });

  it('reads an uploaded document in the extraction job once, and keeps its facts', async () => {
    const invitation = await invite(app, owner, { candidateEmail: 'job@analytical.example' });
    const documentId = await uploadAs(invitation.token, 'clean-diploma.pdf', 'EDUCATION');
    await app.jobs.runNow(DOCUMENT_FACTS_JOB, { documentId });
    const stored = await factsOf(documentId);
    expect(stored).toMatchObject({ extractorVersion: EXTRACTOR_VERSION, error: null, pages: 1 });
    expect(stored?.text).toContain('This certifies that\nAda Lovelace');
    expect(stored?.metadata['pdf.producer']).toBe('Microsoft® Word for Microsoft 365');

    await app.jobs.runNow(DOCUMENT_FACTS_JOB, { documentId });
    expect((await factsOf(documentId))?.extractedAt).toEqual(stored?.extractedAt);

    // A clean diploma that names the candidate: nothing for a person to look at.
    const done = await submitAndCheck(invitation);
    expect(done.findings.filter((found) => found.subject.documentId === documentId)).toEqual([]);
    expect(
      done.findings.filter((found) => isSerious(found.severity) && found.status !== 'consistent'),
    ).toEqual([]);
  });

  it('flags a diploma edited in an image editor and a payslip made out to someone else, with their evidence', async () => {
    const invitation = await invite(app, owner, { candidateEmail: 'planted@analytical.example' });
    const diplomaId = await uploadAs(invitation.token, 'diploma-photoshop.jpg', 'EDUCATION');
    const payslipId = await uploadAs(invitation.token, 'payslip-other-name.pdf', 'EMPLOYMENT');
    const blankId = await uploadAs(invitation.token, 'blank-scan.png', 'GENERAL');
    // Facts of an older extractor are read again by the run.
    await app.db.insert(documentFacts).values({
      documentId: payslipId,
      organisationId: owner.organisationId,
      extractorVersion: EXTRACTOR_VERSION - 1,
      text: 'Employee: Ada Lovelace',
      metadata: {},
    });

    const done = await submitAndCheck(invitation);
    const edited = done.findings.find((found) => found.code === 'DOCUMENT_EDITED');
    expect(edited).toMatchObject({
      status: 'risk_signal',
      severity: 'medium',
      subject: { section: 'documents', documentId: diplomaId },
      message:
        'diploma-photoshop.jpg was saved with Adobe Photoshop, an image editor, so it may have been changed after it was issued.',
    });
    expect(edited?.evidence).toContainEqual({
      kind: 'document',
      source: 'document diploma-photoshop.jpg',
      value: 'EXIF Software: Adobe Photoshop 25.0 (Windows)',
    });

    const mismatch = done.findings.find((found) => found.code === 'DOCUMENT_NAME_MISMATCH');
    expect(mismatch).toMatchObject({
      status: 'discrepancy',
      severity: 'high',
      subject: { section: 'documents', documentId: payslipId },
    });
    expect(mismatch?.evidence).toContainEqual({
      kind: 'document',
      source: 'document payslip-other-name.pdf page 1',
      value: 'Employee: John Smith',
    });
    expect((await factsOf(payslipId))?.extractorVersion).toBe(EXTRACTOR_VERSION);

    const unreadable = done.findings.find((found) => found.code === 'DOCUMENT_UNREADABLE');
    expect(unreadable).toMatchObject({ severity: 'info', subject: { documentId: blankId } });
    // The diploma names the candidate: its text is no mismatch.
    expect(
      done.findings.filter((found) => found.subject.documentId === diplomaId).map((f) => f.code),
    ).toEqual(['DOCUMENT_EDITED']);
    const row = await app.db.query.verifications.findFirst({
      where: eq(verifications.id, invitation.verificationId),
    });
    expect(row?.status).toBe('VERIFICATION_FAILED');
  });
});
