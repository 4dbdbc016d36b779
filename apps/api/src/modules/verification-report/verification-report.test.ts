import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoReportResponseSchema,
  errorEnvelopeSchema,
  verificationReportResponseSchema,
  verificationScoreOf,
  type VerificationReport,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  newOrganisation,
  plantedFormData,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, domainEvents, verifications } from '../../db/schema.js';

/** The checks' recovery job runs queued runs here (tests run no job workers). */
const CHECKS_RECOVER_JOB = 'checks-recover';

/** The text of every page of a PDF, joined by lines. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
    );
  }
  await document.destroy();
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}

describe('verification report', () => {
  let app: TestApp;
  let owner: Staff;
  let flaggedId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'business' });
    const invitation = await submittedVerification(
      app,
      owner,
      { candidateName: 'Ada Lovelace' },
      { formData: plantedFormData() },
    );
    flaggedId = invitation.verificationId;
    const start = await app.inject({
      method: 'POST',
      url: `/api/verifications/${flaggedId}/checks`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(start.statusCode).toBe(202);
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, cookie = owner.cookie) => app.inject({ method: 'GET', url, headers: { cookie } });
  const reportOf = async (id: string, cookie = owner.cookie): Promise<VerificationReport> => {
    const res = await get(`/api/verifications/${id}/report`, cookie);
    expect(res.statusCode).toBe(200);
    return verificationReportResponseSchema.parse(res.json()).report;
  };
  const downloads = async (id: string) =>
    app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.verificationId, id), eq(auditEvents.action, 'verification.report_downloaded')),
      );

  it('has every section, the findings under their claims and a score computed from them', async () => {
    const report = await reportOf(flaggedId);
    expect(report.reportId).toMatch(new RegExp(`^VR-${flaggedId.slice(0, 8).toUpperCase()}-\\d{8}T\\d{6}Z$`));
    expect(report.candidateInfo).toMatchObject({
      name: 'Ada Lovelace',
      position: 'Analyst',
      company: 'Analytical Engines Ltd',
      verificationType: 'FULL',
    });
    expect(report.reportSummary.overallStatus).toBe('VERIFICATION_FAILED');
    expect(report.checks.state).toBe('DONE');

    const employmentFindings = report.employmentHistory.flatMap((entry) => entry.findings);
    const codes = employmentFindings.map((finding) => finding.code);
    expect(codes).toContain('EMPLOYMENT_OVERLAP');
    expect(codes).toContain('SUPERVISOR_EMAIL_FREEMAIL');
    expect(report.employmentHistory.map((entry) => entry.result)).toContain('DISCREPANCY');
    expect(report.educationVerification).toHaveLength(1);
    expect(report.educationVerification[0]?.institution).toBe('University of London');

    const all = [
      ...report.educationVerification.flatMap((entry) => entry.findings),
      ...employmentFindings,
      ...report.otherFindings,
    ];
    expect(report.reportSummary.verificationScore).toBe(verificationScoreOf(all));
    expect(report.reportSummary.verificationScore).toBeLessThan(100);
    expect(report.reportSummary.riskLevel).not.toBe('LOW');
    expect(report.reportSummary.scoreFormula).toMatch(/high 25, medium 10, low 3/);
    expect(report.reportSummary.completionDate).toBeNull();
    expect(report.reportSummary.processingTimeMs).toBeGreaterThanOrEqual(0);

    // No profile export was uploaded: the LinkedIn check says so, and the report shows that finding.
    expect(report.linkedinVerification.status).toBe('NOT_SUPPLIED');
    expect(report.linkedinVerification.findings.map((finding) => finding.code)).toEqual([
      'LINKEDIN_PROFILE_NOT_SUPPLIED',
    ]);
    expect(report.backgroundScreening.criminalHistory.status).toBe('NOT_ORDERED');
    expect(report.backgroundScreening.identityVerification.status).toBe('NOT_ORDERED');
    expect(report.referenceChecks.status).toBe('NOT_ORDERED');
    expect(report.isSample).toBe(false);
  });

  it('masks the candidate’s personal data', async () => {
    const res = await get(`/api/verifications/${flaggedId}/report`);
    expect(res.body).not.toContain('1990-12-10');
    expect(res.body).not.toContain('7946 0000');
    const report = verificationReportResponseSchema.parse(res.json()).report;
    expect(report.candidateInfo.phone).toMatch(/0000$/);
    expect(report.candidateInfo.dateOfBirth).not.toBeNull();
  });

  it('scores nothing before the checks have finished', async () => {
    const waiting = await submittedVerification(app, owner);
    const report = await reportOf(waiting.verificationId);
    expect(report.reportSummary).toMatchObject({
      verificationScore: null,
      riskLevel: 'NOT_ASSESSED',
      findingsNeedingReview: 0,
    });
    expect(report.checks.state).toBe('NOT_RUN');
    expect(report.employmentHistory[0]?.result).toBe('NOT_CHECKED');
  });

  it('renders the PDF on the server with the candidate, the findings and every section, and audits it', async () => {
    const before = (await downloads(flaggedId)).length;
    const res = await get(`/api/verifications/${flaggedId}/report.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="verification-report-${flaggedId.slice(0, 8)}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`,
      ),
    );
    const text = await pdfText(res.rawPayload);
    const report = await reportOf(flaggedId);
    for (const heading of [
      'Verification report',
      'Candidate information',
      'Summary',
      'Education verification',
      'Employment history',
      'LinkedIn comparison',
      'Background screening',
      'Reference checks',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Analytical Engines Ltd');
    expect(text).toContain(`Verification score: ${report.reportSummary.verificationScore} / 100`);
    expect(text).toContain('EMPLOYMENT_OVERLAP');
    expect(text).toContain('SUPERVISOR_EMAIL_FREEMAIL');
    expect(text).toContain('Criminal history: Not ordered');
    expect(text).toContain('Not supplied');
    expect(text).not.toContain('1990-12-10');
    expect(text).not.toContain('Sample data');

    const rows = await downloads(flaggedId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.metadata).toMatchObject({ format: 'pdf' });
  });

  it('audits the JSON download and not the preview', async () => {
    const before = (await downloads(flaggedId)).length;
    await reportOf(flaggedId);
    expect(await downloads(flaggedId)).toHaveLength(before);
    const res = await get(`/api/verifications/${flaggedId}/report.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.json"$/);
    expect(verificationReportResponseSchema.parse(res.json()).report.verificationId).toBe(flaggedId);
    const rows = await downloads(flaggedId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.metadata).toMatchObject({ format: 'json' });
  });

  it('is refused to other organisations, to roles that cannot view verifications and to visitors', async () => {
    const other = await newOrganisation(app);
    for (const suffix of ['report', 'report.json', 'report.pdf']) {
      const res = await get(`/api/verifications/${flaggedId}/${suffix}`, other.cookie);
      expect(res.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('NOT_FOUND');
    }
    const vendorless = await addMember(app, owner.organisationId, ['candidate']);
    expect((await get(`/api/verifications/${flaggedId}/report.pdf`, vendorless.cookie)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/verifications/${flaggedId}/report` })).statusCode,
    ).toBe(401);
    expect((await get('/api/verifications/not-an-id/report')).statusCode).toBe(400);
  });

  describe('demo report', () => {
    const create = (payload: unknown, cookie = owner.cookie) =>
      app.inject({
        method: 'POST',
        url: '/api/demo-report',
        headers: { cookie },
        payload: payload as object,
      });

    it('creates a sample verification from the form, runs its checks and reports on it as sample data', async () => {
      const res = await create({
        candidateName: 'Grace Hopper',
        position: 'Rear Admiral',
        company: 'US Navy',
      });
      expect(res.statusCode).toBe(201);
      const { verificationId } = demoReportResponseSchema.parse(res.json());
      const row = await app.db.query.verifications.findFirst({ where: eq(verifications.id, verificationId) });
      expect(row).toMatchObject({ isSample: true, organisationId: owner.organisationId });
      expect(row?.status).toBe('VERIFICATION_INITIATED');
      // One audit row says a sample was made; nobody was invited and no candidate submitted.
      const actions = (
        await app.db.select().from(auditEvents).where(eq(auditEvents.verificationId, verificationId))
      ).map((event) => event.action);
      expect(actions).toEqual(
        expect.arrayContaining(['verification.sample_created', 'verification.checks_started']),
      );
      expect(actions).not.toContain('verification.invited');
      const events = (
        await app.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, verificationId))
      ).map((event) => event.type);
      expect(events).not.toContain('verification.invited');
      expect(events).not.toContain('verification.submitted');

      await app.jobs.runNow(CHECKS_RECOVER_JOB);
      const report = await reportOf(verificationId);
      expect(report.isSample).toBe(true);
      expect(report.candidateInfo).toMatchObject({
        name: 'Grace Hopper',
        position: 'Rear Admiral',
        company: 'US Navy',
        email: 'grace.hopper@example.com',
      });
      expect(report.checks.state).toBe('DONE');
      expect(report.reportSummary.verificationScore).toBe(
        verificationScoreOf([
          ...report.educationVerification.flatMap((entry) => entry.findings),
          ...report.employmentHistory.flatMap((entry) => entry.findings),
          ...report.otherFindings,
        ]),
      );
      const pdf = await pdfText((await get(`/api/verifications/${verificationId}/report.pdf`)).rawPayload);
      expect(pdf).toContain('Sample data');
      expect(pdf).toContain('Grace Hopper');
    });

    it('says what is missing, and needs initiate_verification', async () => {
      const res = await create({});
      expect(res.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).details?.map((detail) => detail.message)).toEqual([
        'Candidate name is required',
        'Position is required',
        'Company is required',
      ]);
      const auditor = await addMember(app, owner.organisationId, ['auditor']);
      const refused = await create({ candidateName: 'A', position: 'B', company: 'C' }, auditor.cookie);
      expect(refused.statusCode).toBe(403);
    });
  });
});
