import {
  CHECK_THRESHOLDS,
  type CandidateFormData,
  type Evidence,
  type LinkedinProfile,
  type ProfileLine,
  type ProfileMonth,
  type ProfilePosition,
} from '@candor/contracts';
import { fieldEvidence, finding, type CheckFinding, type DocumentFacts } from '../../check.js';
import { sameCompany } from '../../rules/contacts/company.js';
import { distinctiveTokens, normaliseName, tokensOf } from '../../rules/institutions/normalise.js';

/**
 * The profile against the application: each employer of the application on the profile, with its
 * title and dates; each employer of the profile in the application; each school of the
 * application on the profile, with its graduation year. Confidences are properties of the rules
 * (docs/product.md#linkedin-profile-comparison): month arithmetic on dates both sides printed
 * 0.95, name matching 0.8, job titles (worded freely) 0.6.
 */
const DATES_CONFIDENCE = 0.95;
const NAME_CONFIDENCE = 0.8;
const TITLE_CONFIDENCE = 0.6;

const SLACK = CHECK_THRESHOLDS.linkedinDateSlackMonths;

type Employment = CandidateFormData['employment'][number];

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

/** A profile month as the months it may stand for: a year alone is any of its twelve. */
const spanOf = (month: ProfileMonth): [number, number] =>
  month.month === null
    ? [monthIndex(month.year, 1), monthIndex(month.year, 12)]
    : [monthIndex(month.year, month.month), monthIndex(month.year, month.month)];

/** Months between a day ("2019-01-15") and the months a profile date stands for; 0 inside. */
function monthsApart(day: string, span: [number, number]): number {
  const [year, month] = day.split('-').map(Number);
  if (!year || !month) return 0;
  const at = monthIndex(year, month);
  return at < span[0] ? span[0] - at : at > span[1] ? at - span[1] : 0;
}

const TITLE_WORDS: Record<string, string> = { sr: 'senior', jr: 'junior', mgr: 'manager', eng: 'engineer' };
const titleTokens = (title: string) =>
  new Set(
    tokensOf(normaliseName(title))
      .map((word) => TITLE_WORDS[word] ?? word)
      .filter((word) => !['of', 'and', 'the', 'at', 'for'].includes(word)),
  );

/** Titles name one job when the words of one are all in the other, or half of all their words are shared. */
export function sameTitle(a: string, b: string): boolean {
  const [x, y] = [titleTokens(a), titleTokens(b)];
  if (x.size === 0 || y.size === 0) return false;
  const shared = [...x].filter((word) => y.has(word)).length;
  return shared === Math.min(x.size, y.size) || shared / new Set([...x, ...y]).size >= 0.5;
}

const CONNECTING = new Set(['of', 'and', 'at', 'the', 'in']);

/**
 * Schools are one when their own words agree ("Leeds University", "University of Leeds"): the
 * words that say which school, not what kind (institutions/normalise.ts), as sets.
 */
export function sameSchool(a: string, b: string): boolean {
  const own = (name: string) => {
    const normalised = normaliseName(name);
    const words = distinctiveTokens(normalised).filter((word) => !CONNECTING.has(word));
    return new Set(words.length > 0 ? words : tokensOf(normalised));
  };
  const [x, y] = [own(a), own(b)];
  return x.size > 0 && x.size === y.size && [...x].every((word) => y.has(word));
}

export type ProfileSource = { document: DocumentFacts; profile: LinkedinProfile; now: Date };

const lineEvidence = (source: ProfileSource, line: ProfileLine, detail?: string): Evidence => ({
  kind: 'document',
  source: `document ${source.document.fileName} page ${line.page}`,
  value: line.text,
  ...(detail ? { detail } : {}),
});

/** The dates line of a position, on the page of its title (the export keeps them together). */
const datesLine = (role: ProfilePosition): ProfileLine => ({
  page: (role.titleLine ?? role.companyLine).page,
  text: role.dates ?? '',
});

const monthLabel = (index: number) =>
  new Date(Date.UTC(Math.floor(index / 12), index % 12, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function compareDates(
  source: ProfileSource,
  entry: Employment,
  index: number,
  roles: readonly ProfilePosition[],
): CheckFinding[] {
  const dated = roles.filter((role) => role.start !== null);
  const first = dated.reduce<ProfilePosition | null>(
    (earliest, role) =>
      earliest?.start && role.start && spanOf(earliest.start)[0] <= spanOf(role.start)[0] ? earliest : role,
    null,
  );
  if (!first?.start || !entry.startDate) return [];
  const now = monthIndex(source.now.getUTCFullYear(), source.now.getUTCMonth() + 1);
  const endOf = (role: ProfilePosition): [number, number] | null =>
    role.current ? [now, now] : role.end ? spanOf(role.end) : null;
  const ends = dated.map(endOf).filter((span): span is [number, number] => span !== null);
  const last = ends.length > 0 ? ends.reduce((a, b) => (a[1] >= b[1] ? a : b)) : null;
  const lastRole = dated.find((role) => endOf(role) === last) ?? dated.find((role) => role.current);
  const out: CheckFinding[] = [];
  const startApart = monthsApart(entry.startDate, spanOf(first.start));
  if (startApart > SLACK) {
    out.push(
      finding('LINKEDIN_DATES_DIFFER', {
        status: 'discrepancy',
        severity: 'medium',
        confidence: DATES_CONFIDENCE,
        subject: { section: 'employment', index, field: 'startDate' },
        message: `The start at ${entry.company} differs by ${startApart} months between the application and the LinkedIn profile.`,
        evidence: [
          fieldEvidence(`employment ${index + 1} startDate`, entry.startDate),
          lineEvidence(source, datesLine(first), first.company),
        ],
      }),
    );
  }
  const endDay = entry.endDate && entry.endDate !== '' ? entry.endDate : null;
  if (last && lastRole) {
    const appEnd = endDay ?? `${source.now.getUTCFullYear()}-${source.now.getUTCMonth() + 1}-01`;
    const endApart = monthsApart(appEnd, last);
    if (endApart > SLACK) {
      out.push(
        finding('LINKEDIN_DATES_DIFFER', {
          status: 'discrepancy',
          severity: 'medium',
          confidence: DATES_CONFIDENCE,
          subject: { section: 'employment', index, field: 'endDate' },
          message: `The end at ${entry.company} differs by ${endApart} months between the application (${endDay ? monthLabel(monthIndex(Number(endDay.slice(0, 4)), Number(endDay.slice(5, 7)))) : 'current'}) and the LinkedIn profile (${lastRole.current ? 'Present' : monthLabel(last[1])}).`,
          evidence: [
            fieldEvidence(`employment ${index + 1} endDate`, endDay ?? 'none (current position)'),
            lineEvidence(source, datesLine(lastRole), lastRole.company),
          ],
        }),
      );
    }
  }
  return out;
}

export function compareEmployment(source: ProfileSource, employment: readonly Employment[]): CheckFinding[] {
  const { profile } = source;
  const out: CheckFinding[] = [];
  employment.forEach((entry, index) => {
    if (!entry.company) return;
    const roles = profile.positions.filter((position) => sameCompany(position.company, entry.company));
    if (roles.length === 0) {
      const listed = [...new Set(profile.positions.map((position) => position.company))];
      out.push(
        finding('LINKEDIN_EMPLOYER_NOT_ON_PROFILE', {
          status: 'discrepancy',
          severity: 'medium',
          confidence: NAME_CONFIDENCE,
          subject: { section: 'employment', index, field: 'company' },
          message: `${entry.company} is not among the employers on the candidate’s LinkedIn profile.`,
          evidence: [
            fieldEvidence(`employment ${index + 1} company`, entry.company),
            {
              kind: 'document',
              source: `document ${source.document.fileName}`,
              value: listed.length > 0 ? `Experience lists: ${listed.join('; ')}` : 'No Experience entries',
            },
          ],
        }),
      );
      return;
    }
    const sameEmployer = employment.filter(
      (other) => other.company && sameCompany(other.company, entry.company),
    );
    const titled = entry.position
      ? roles.filter((role) => role.title && sameTitle(role.title, entry.position))
      : [];
    if (entry.position && titled.length === 0 && roles.some((role) => role.titleLine)) {
      out.push(
        finding('LINKEDIN_TITLE_DIFFERS', {
          status: 'discrepancy',
          severity: 'low',
          confidence: TITLE_CONFIDENCE,
          subject: { section: 'employment', index, field: 'position' },
          message: `The title at ${entry.company} on the application (${entry.position}) is not one the LinkedIn profile shows there.`,
          evidence: [
            fieldEvidence(`employment ${index + 1} position`, entry.position),
            ...roles.flatMap((role) =>
              role.titleLine ? [lineEvidence(source, role.titleLine, role.company)] : [],
            ),
          ],
        }),
      );
    }
    // An application with one entry for an employer spans its titles (a promotion); with several,
    // each entry is compared with the title it names when there is one.
    const compared = sameEmployer.length > 1 && titled.length > 0 ? titled : roles;
    out.push(...compareDates(source, entry, index, compared));
  });
  const named = employment.filter((entry) => entry.company).map((entry) => entry.company);
  const seen = new Set<string>();
  for (const position of profile.positions) {
    if (seen.has(position.company) || named.some((company) => sameCompany(company, position.company)))
      continue;
    seen.add(position.company);
    out.push(
      finding('LINKEDIN_EMPLOYER_NOT_IN_APPLICATION', {
        status: 'discrepancy',
        severity: 'low',
        confidence: NAME_CONFIDENCE,
        subject: { section: 'documents', documentId: source.document.id, field: position.company },
        message: `The LinkedIn profile lists ${position.company}, which the application does not name as an employer.`,
        evidence: [
          lineEvidence(source, position.companyLine, position.dates ?? undefined),
          fieldEvidence('employment companies', named.length > 0 ? named.join('; ') : 'none'),
        ],
      }),
    );
  }
  return out;
}

export function compareEducation(
  source: ProfileSource,
  education: CandidateFormData['education'],
): CheckFinding[] {
  const out: CheckFinding[] = [];
  education.forEach((entry, index) => {
    if (!entry.institution) return;
    const school = source.profile.education.find((item) => sameSchool(item.school, entry.institution));
    if (!school) {
      const listed = source.profile.education.map((item) => item.school);
      out.push(
        finding('LINKEDIN_SCHOOL_NOT_ON_PROFILE', {
          status: 'discrepancy',
          severity: 'low',
          confidence: NAME_CONFIDENCE,
          subject: { section: 'education', index, field: 'institution' },
          message: `${entry.institution} is not among the schools on the candidate’s LinkedIn profile.`,
          evidence: [
            fieldEvidence(`education ${index + 1} institution`, entry.institution),
            {
              kind: 'document',
              source: `document ${source.document.fileName}`,
              value: listed.length > 0 ? `Education lists: ${listed.join('; ')}` : 'No Education entries',
            },
          ],
        }),
      );
      return;
    }
    const year = Number(entry.graduationDate.slice(0, 4));
    if (school.endYear !== null && year && Math.abs(school.endYear - year) >= 1 && school.degreeLine) {
      out.push(
        finding('LINKEDIN_GRADUATION_DIFFERS', {
          status: 'discrepancy',
          severity: Math.abs(school.endYear - year) > 1 ? 'medium' : 'low',
          confidence: DATES_CONFIDENCE,
          subject: { section: 'education', index, field: 'graduationDate' },
          message: `The graduation from ${entry.institution} is ${year} on the application and ${school.endYear} on the LinkedIn profile.`,
          evidence: [
            fieldEvidence(`education ${index + 1} graduationDate`, entry.graduationDate),
            lineEvidence(source, school.degreeLine, school.school),
          ],
        }),
      );
    }
  });
  return out;
}
