import { describe, expect, it } from 'vitest';
import { findingDraftSchema, UPLOAD_MIME_TYPES, type CandidateFormData } from '@candor/contracts';
import type { CheckContext, CheckFinding, DocumentFacts } from '../../check.js';
import { parsePdf } from '../../extraction/pdf.js';
import { application as baseApplication } from '../../rules/documents/test-helpers.js';
import { sameSchool, sameTitle } from './compare.js';
import { linkedinProfileCheck } from './index.js';
import { parseDateRange, parseProfile } from './profile-parser.js';
import { ALEX, linkedinPdf, type FixtureOptions, type FixtureProfile } from './test-fixtures.js';

/** A LinkedIn document as the extraction step reads it: the generated PDF parsed by pdf.js. */
async function linkedinDocument(
  profile: FixtureProfile = ALEX,
  options: FixtureOptions = {},
): Promise<DocumentFacts> {
  const parsed = await parsePdf(await linkedinPdf(profile, options));
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    fileName: 'Profile.pdf',
    mimeType: UPLOAD_MIME_TYPES.pdf,
    sha256: 'f'.repeat(64),
    documentType: 'LINKEDIN',
    text: parsed.text,
    ocrConfidence: null,
    metadata: parsed.metadata,
    pages: parsed.pages,
    layout: parsed.layout ?? null,
    extractionError: null,
  };
}

/** Alex Morgan's application, agreeing with the profile unless changed. */
function application(
  employment: CandidateFormData['employment'] = [
    {
      company: 'Northwind Traders Ltd',
      position: 'Operations Manager',
      startDate: '2021-01-04',
      endDate: '',
      supervisorName: 'Jo Bloggs',
      supervisorPhone: '+44 113 496 0000',
      supervisorEmail: 'jo.bloggs@northwind.example',
    },
    {
      company: 'Contoso Logistics',
      position: 'Logistics Coordinator',
      startDate: '2016-06-01',
      endDate: '2020-12-18',
      supervisorName: 'Sam Lee',
      supervisorPhone: '+44 161 496 0000',
      supervisorEmail: 'sam.lee@contoso.example',
    },
  ],
): CandidateFormData {
  const base = baseApplication();
  return {
    ...base,
    personalInfo: { ...base.personalInfo, firstName: 'Alex', lastName: 'Morgan', previousNames: [] },
    education: [
      {
        institution: 'University of Leeds',
        address: 'Woodhouse, Leeds LS2 9JT, United Kingdom',
        degree: 'BSc Geography',
        graduationDate: '2015-07-10',
      },
    ],
    employment,
  };
}

async function run(documents: DocumentFacts[], form = application()): Promise<CheckFinding[]> {
  const context: CheckContext = {
    verificationId: '6f1d2c3b-4a59-4e8f-9b0a-1c2d3e4f5a6b',
    application: form,
    documents,
    otherApplications: [],
    now: new Date('2026-11-25T12:00:00Z'),
  };
  const findings = await linkedinProfileCheck.run(context);
  for (const found of findings) {
    expect(findingDraftSchema.safeParse({ ...found, checkType: 'LINKEDIN' }).success).toBe(true);
    expect(linkedinProfileCheck.codes).toContain(found.code);
  }
  return findings;
}

describe('the LinkedIn export parser', () => {
  it('reads the name, headline, positions and education from an export’s layout', async () => {
    const document = await linkedinDocument();
    const profile = parseProfile(document.layout ?? []);
    expect(profile?.name).toBe('Alex Morgan');
    expect(profile?.headline).toBe('Operations Manager at Northwind Traders');
    expect(
      profile?.positions.map(({ company, title, start, end, current, location }) => ({
        company,
        title,
        start,
        end,
        current,
        location,
      })),
    ).toEqual([
      {
        company: 'Northwind Traders',
        title: 'Operations Manager',
        start: { year: 2021, month: 3 },
        end: null,
        current: true,
        location: 'Leeds, England, United Kingdom',
      },
      {
        company: 'Northwind Traders',
        title: 'Shift Supervisor',
        start: { year: 2021, month: 1 },
        end: { year: 2021, month: 3 },
        current: false,
        location: 'Leeds, England, United Kingdom',
      },
      {
        company: 'Contoso Logistics Ltd',
        title: 'Logistics Coordinator',
        start: { year: 2016, month: 6 },
        end: { year: 2020, month: 12 },
        current: false,
        location: 'Manchester Area, United Kingdom',
      },
    ]);
    expect(profile?.education).toMatchObject([
      {
        school: 'University of Leeds',
        degree: 'Bachelor of Science - BSc, Geography',
        startYear: 2012,
        endYear: 2015,
        degreeLine: { page: 1, text: 'Bachelor of Science - BSc, Geography · (2012 - 2015)' },
      },
    ]);
  });

  it('follows the sections across pages and leaves descriptions and the sidebar out', async () => {
    const many: FixtureProfile = {
      ...ALEX,
      positions: Array.from({ length: 9 }, (_, index) => ({
        company: `Example Company ${index + 1}`,
        roles: [
          {
            title: `Analyst ${index + 1}`,
            dates: `January ${2000 + index} - December ${2000 + index} (1 year)`,
            location: 'Remote',
            description:
              'Planned the quarterly stock counts with the finance team. Reported to the regional director every month.',
          },
        ],
      })),
    };
    const document = await linkedinDocument(many);
    expect(document.pages).toBeGreaterThan(1);
    const profile = parseProfile(document.layout ?? []);
    expect(profile?.positions).toHaveLength(9);
    expect(profile?.positions[8]).toMatchObject({
      company: 'Example Company 9',
      title: 'Analyst 9',
      start: { year: 2008, month: 1 },
      location: 'Remote',
    });
    expect(profile?.positions.map((position) => position.company)).not.toContain('Top Skills');
    expect(profile?.education.map((entry) => entry.school)).toEqual(['University of Leeds']);
  });

  it('reads the dates lines the export prints, and nothing else as dates', () => {
    expect(parseDateRange('January 2019 - Present (4 years 2 months)')).toEqual({
      start: { year: 2019, month: 1 },
      end: null,
      current: true,
    });
    expect(parseDateRange('2010 - 2014')).toEqual({
      start: { year: 2010, month: null },
      end: { year: 2014, month: null },
      current: false,
    });
    expect(parseDateRange('Led the 2019 - 2020 migration')).toBeNull();
  });

  it('matches titles and schools as people word them', () => {
    expect(sameTitle('Sr. Operations Manager', 'Senior Operations Manager')).toBe(true);
    expect(sameTitle('Operations Manager', 'Warehouse Operative')).toBe(false);
    expect(sameSchool('Leeds University', 'University of Leeds')).toBe(true);
    expect(sameSchool('Leeds Beckett University', 'University of Leeds')).toBe(false);
  });
});

describe('linkedin.profile', () => {
  it('finds nothing to question when the profile agrees with the application', async () => {
    expect(await run([await linkedinDocument()])).toEqual([]);
  });

  it('reports a start date more than two months apart, quoting the profile’s line', async () => {
    const form = application();
    const contoso = form.employment[1];
    if (contoso) contoso.startDate = '2015-11-01';
    const findings = await run([await linkedinDocument()], form);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      code: 'LINKEDIN_DATES_DIFFER',
      status: 'discrepancy',
      severity: 'medium',
      subject: { section: 'employment', index: 1, field: 'startDate' },
      message:
        'The start at Contoso Logistics differs by 7 months between the application and the LinkedIn profile.',
    });
    expect(findings[0]?.evidence).toEqual([
      { kind: 'field', source: 'employment 2 startDate', value: '2015-11-01' },
      {
        kind: 'document',
        source: 'document Profile.pdf page 1',
        value: 'June 2016 - December 2020 (4 years 7 months)',
        detail: 'Contoso Logistics Ltd',
      },
    ]);
  });

  it('reports an employer missing from the profile and one missing from the application', async () => {
    const form = application();
    const employment = form.employment;
    const first = employment[0];
    if (first)
      employment.splice(1, 1, {
        ...first,
        company: 'Fabrikam Inc',
        position: 'Buyer',
        startDate: '2016-06-01',
        endDate: '2020-12-01',
      });
    const findings = await run([await linkedinDocument()], form);
    expect(findings.map((found) => found.code).sort()).toEqual([
      'LINKEDIN_EMPLOYER_NOT_IN_APPLICATION',
      'LINKEDIN_EMPLOYER_NOT_ON_PROFILE',
    ]);
    const missing = findings.find((found) => found.code === 'LINKEDIN_EMPLOYER_NOT_ON_PROFILE');
    expect(missing?.subject).toEqual({ section: 'employment', index: 1, field: 'company' });
    expect(missing?.evidence.map((item) => item.value)).toEqual([
      'Fabrikam Inc',
      'Experience lists: Northwind Traders; Contoso Logistics Ltd',
    ]);
    const extra = findings.find((found) => found.code === 'LINKEDIN_EMPLOYER_NOT_IN_APPLICATION');
    expect(extra?.message).toBe(
      'The LinkedIn profile lists Contoso Logistics Ltd, which the application does not name as an employer.',
    );
  });

  it('reports a title the profile does not show and a school it does not list', async () => {
    const form = application();
    const first = form.employment[0];
    if (first) first.position = 'Chief Financial Officer';
    const school = form.education[0];
    if (school) school.institution = 'University of Sheffield';
    const codes = (await run([await linkedinDocument()], form)).map((found) => found.code);
    expect(codes).toEqual(['LINKEDIN_TITLE_DIFFERS', 'LINKEDIN_SCHOOL_NOT_ON_PROFILE']);
  });

  it('reports a profile that is someone else’s, naming both', async () => {
    const form = application();
    form.personalInfo = { ...form.personalInfo, firstName: 'Priya', lastName: 'Raman' };
    const [found, ...rest] = await run([await linkedinDocument()], form);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      code: 'LINKEDIN_NAME_MISMATCH',
      status: 'discrepancy',
      severity: 'high',
      message: 'The LinkedIn profile in Profile.pdf is Alex Morgan’s, not the candidate’s.',
    });
    expect(found?.evidence.map((item) => item.value)).toEqual(['Alex Morgan', 'Priya Raman']);
  });

  it('flags a profile written in a word processor without the export’s layout', async () => {
    const edited = await linkedinDocument(ALEX, {
      producer: 'Microsoft® Word for Microsoft 365',
      creator: 'Microsoft® Word for Microsoft 365',
      sidebar: false,
      flatHeadings: true,
    });
    const findings = await run([edited]);
    const flagged = findings.find((found) => found.code === 'LINKEDIN_NOT_AN_EXPORT');
    expect(flagged).toMatchObject({
      status: 'risk_signal',
      severity: 'medium',
      subject: { section: 'documents', documentId: edited.id },
    });
    expect(flagged?.message).toMatch(
      /^Profile\.pdf does not look like an unedited LinkedIn profile export: the file was written with Microsoft Word, a word processor, not by LinkedIn’s export \(2 more signs in the evidence\)\.$/,
    );
    expect(flagged?.evidence.map((item) => item.value)).toEqual([
      'PDF Producer: Microsoft® Word for Microsoft 365',
      'Largest text on page 1: Alex Morgan',
      'All text starts at or right of 220 pt',
    ]);
    // Without its section headings nothing is read as a position: the profile is not compared.
    expect(findings.map((found) => found.code)).toContain('LINKEDIN_PROFILE_UNREADABLE');
  });

  it('says the profile could not be compared without a LinkedIn document, or with one not a PDF', async () => {
    const [none] = await run([]);
    expect(none).toMatchObject({
      code: 'LINKEDIN_PROFILE_NOT_SUPPLIED',
      status: 'unverifiable',
      severity: 'info',
    });
    const image = { ...(await linkedinDocument()), mimeType: UPLOAD_MIME_TYPES.png, layout: null };
    const [unreadable] = await run([image]);
    expect(unreadable).toMatchObject({ code: 'LINKEDIN_PROFILE_UNREADABLE', status: 'unverifiable' });
  });
});
