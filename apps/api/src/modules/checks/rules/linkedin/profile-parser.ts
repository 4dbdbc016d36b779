import type {
  LinkedinProfile,
  ProfileEducation,
  ProfileLine,
  ProfileMonth,
  ProfilePosition,
} from '@candor/contracts';
import type { LayoutLine } from '../../extraction/pdf-layout.js';

/**
 * Reads the PDF that LinkedIn's "Save to PDF" produces by its layout (docs/product.md#linkedin-
 * profile-comparison). The export has two columns: a narrow sidebar on the left (Contact, Top
 * Skills, Languages, Certifications…) and the main column with the name in the largest font,
 * the headline under it, then sections (Summary, Experience, Education) whose headings are set
 * larger than the text. Under Experience, each company is set a little larger than its titles,
 * each title is followed by a dates line ("January 2019 - Present (4 years 2 months)") and
 * usually a location line, then the description. Under Education, each school is set larger,
 * followed by one line "Degree, Field · (2010 - 2014)".
 *
 * What the parser does not recognise it leaves out: nothing is guessed.
 */

/** Headings of the main column. */
export const MAIN_SECTIONS: ReadonlySet<string> = new Set([
  'Summary',
  'Experience',
  'Education',
  'Volunteer Experience',
  'Licenses & Certifications',
  'Projects',
  'Publications',
  'Honors & Awards',
]);

/** The export's page footer ("Page 1 of 3"): not part of any section. */
export const PAGE_FOOTER = /^Page \d+ of \d+$/;

/** How far left of the name a main-column line may start (points): anything further is the sidebar. */
const COLUMN_TOLERANCE = 15;
/** A heading is set at least this much larger than the text (points); LinkedIn uses about 5. */
const HEADING_STEP = 1.5;
/** Sizes closer than this are one size (points). */
const SAME_SIZE = 0.2;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH = `(?:${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
const DATE_RANGE = new RegExp(
  `^(?:(${MONTH})\\s+)?(\\d{4})\\s*[-–—]\\s*(?:(?:(${MONTH})\\s+)?(\\d{4})|(present))(?:\\s*\\(([^)]*)\\))?$`,
  'i',
);

const monthOf = (name: string | undefined, year: string | undefined): ProfileMonth | null => {
  if (!year) return null;
  const index = name ? MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3))) : -1;
  return { year: Number(year), month: index >= 0 ? index + 1 : null };
};

/** A dates line read: start, end (null when "Present"), or null when the line is no date range. */
export function parseDateRange(
  text: string,
): { start: ProfileMonth; end: ProfileMonth | null; current: boolean } | null {
  const match = DATE_RANGE.exec(text.trim());
  if (!match) return null;
  const start = monthOf(match[1], match[2]);
  if (!start) return null;
  const current = match[5] !== undefined;
  return { start, end: current ? null : monthOf(match[3], match[4]), current };
}

const lineOf = (line: LayoutLine): ProfileLine => ({ page: line.page, text: line.text });

/** The size most characters of the lines are set in: the text's size. */
function bodySize(lines: readonly LayoutLine[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) chars.set(line.size, (chars.get(line.size) ?? 0) + line.text.length);
  let best = 0;
  let most = -1;
  for (const [size, count] of chars) {
    if (count > most) [best, most] = [size, count];
  }
  return best;
}

/**
 * Consecutive lines larger than the text, at one size, close below each other (a wrapped company
 * name or headline) joined as one. Lines of the text's size stay apart: a dates line is followed
 * closely by its location.
 */
function joinWrapped(lines: readonly LayoutLine[], body: number): LayoutLine[] {
  const joined: LayoutLine[] = [];
  for (const line of lines) {
    const last = joined[joined.length - 1];
    if (
      last &&
      last.page === line.page &&
      line.size >= body + SAME_SIZE &&
      Math.abs(last.size - line.size) < SAME_SIZE &&
      line.y - last.y > 0 &&
      line.y - last.y <= line.size * 1.4 &&
      !PAGE_FOOTER.test(line.text)
    ) {
      joined[joined.length - 1] = { ...last, text: `${last.text} ${line.text}`, y: line.y };
    } else {
      joined.push(line);
    }
  }
  return joined;
}

/** Where a layout stands: its main column's lines in reading order, sizes and the sidebar. */
export type ProfileLayout = {
  name: LayoutLine | null;
  main: LayoutLine[];
  sidebar: LayoutLine[];
  body: number;
  headings: LayoutLine[];
  footers: number;
};

export function analyseLayout(layout: readonly LayoutLine[]): ProfileLayout {
  const footers = layout.filter((line) => PAGE_FOOTER.test(line.text)).length;
  const lines = layout.filter((line) => !PAGE_FOOTER.test(line.text));
  const first = lines.filter((line) => line.page === 1);
  const name = first.reduce<LayoutLine | null>(
    (top, line) => (top && top.size >= line.size ? top : line),
    null,
  );
  if (!name) return { name: null, main: [], sidebar: [], body: 0, headings: [], footers };
  const inMain = (line: LayoutLine) => line.x >= name.x - COLUMN_TOLERANCE;
  const byReading = (p: LayoutLine, q: LayoutLine) => p.page - q.page || p.y - q.y || p.x - q.x;
  const main = lines.filter(inMain).sort(byReading);
  const sidebar = lines.filter((line) => !inMain(line)).sort(byReading);
  const body = bodySize(main);
  const headings = main.filter(
    (line) => MAIN_SECTIONS.has(line.text) && line.size >= body + HEADING_STEP && line !== name,
  );
  return { name, main, sidebar, body, headings, footers };
}

/** The main column's lines under each heading, by heading text (the first such section). */
function sections(read: ProfileLayout): Map<string, LayoutLine[]> {
  const found = new Map<string, LayoutLine[]>();
  let current: LayoutLine[] | null = null;
  for (const line of read.main) {
    if (read.headings.includes(line)) {
      current = found.has(line.text) ? null : [];
      if (current) found.set(line.text, current);
    } else if (current) {
      current.push(line);
    }
  }
  return found;
}

/** The sizes above the text's within a section, largest first (company, then title). */
function levels(lines: readonly LayoutLine[], body: number): number[] {
  const sizes: number[] = [];
  for (const line of lines) {
    if (line.size < body + SAME_SIZE) continue;
    if (!sizes.some((size) => Math.abs(size - line.size) < SAME_SIZE)) sizes.push(line.size);
  }
  return sizes.sort((a, b) => b - a);
}

const atLevel = (line: LayoutLine, size: number | undefined) =>
  size !== undefined && Math.abs(line.size - size) < SAME_SIZE;

/** A location line: short, no sentence, no date. */
const looksLikeLocation = (text: string) =>
  text.length <= 80 && text.split(' ').length <= 8 && !/[.!?:;]$/.test(text) && !/\d{4}/.test(text);

function readExperience(lines: readonly LayoutLine[], body: number): ProfilePosition[] {
  const [companySize, titleSize] = levels(lines, body);
  const positions: ProfilePosition[] = [];
  let company: LayoutLine | null = null;
  let position: ProfilePosition | null = null;
  let afterDates = false;
  for (const line of joinWrapped(lines, body)) {
    const wasAfterDates = afterDates;
    afterDates = false;
    if (atLevel(line, companySize)) {
      company = line;
      position = null;
      continue;
    }
    if (!company) continue;
    if (atLevel(line, titleSize)) {
      position = newPosition(company, line);
      positions.push(position);
      continue;
    }
    const range = parseDateRange(line.text);
    if (range) {
      if (!position || position.dates !== null) {
        // A company without a title line: the dates belong to the company's one position.
        position = newPosition(company, null);
        positions.push(position);
      }
      Object.assign(position, { dates: line.text, ...range });
      afterDates = true;
      continue;
    }
    if (position && wasAfterDates && position.location === null && looksLikeLocation(line.text)) {
      position.location = line.text;
    }
    // Anything else (a company's total duration, a description) is not read.
  }
  return positions;
}

function newPosition(company: LayoutLine, title: LayoutLine | null): ProfilePosition {
  return {
    company: company.text,
    title: title?.text ?? null,
    dates: null,
    start: null,
    end: null,
    current: false,
    location: null,
    companyLine: lineOf(company),
    titleLine: title ? lineOf(title) : null,
  };
}

const YEARS_IN_PARENS = /\(([^()]*)\)\s*$/;

function readEducation(lines: readonly LayoutLine[], body: number): ProfileEducation[] {
  const [schoolSize] = levels(lines, body);
  const entries: ProfileEducation[] = [];
  let entry: ProfileEducation | null = null;
  for (const line of joinWrapped(lines, body)) {
    if (atLevel(line, schoolSize)) {
      entry = {
        school: line.text,
        degree: null,
        startYear: null,
        endYear: null,
        schoolLine: lineOf(line),
        degreeLine: null,
      };
      entries.push(entry);
      continue;
    }
    if (!entry || entry.degreeLine) continue;
    entry.degreeLine = lineOf(line);
    const parens = YEARS_IN_PARENS.exec(line.text);
    const years = parens ? [...(parens[1] ?? '').matchAll(/\b(\d{4})\b/g)].map((m) => Number(m[1])) : [];
    if (years.length > 0) {
      entry.startYear = years.length > 1 ? (years[0] ?? null) : null;
      entry.endYear = years[years.length - 1] ?? null;
    }
    const degree = line.text
      .replace(YEARS_IN_PARENS, '')
      .replace(/\s*·\s*$/, '')
      .trim();
    entry.degree = degree === '' ? null : degree;
  }
  return entries;
}

/** The profile in the layout; null when the layout has no text at all. */
export function parseProfile(layout: readonly LayoutLine[]): LinkedinProfile | null {
  const read = analyseLayout(layout);
  if (!read.name) return null;
  const found = sections(read);
  const firstHeading = read.headings[0];
  const beforeSections = read.main.filter(
    (line) =>
      line !== read.name &&
      line.page === 1 &&
      line.y > (read.name?.y ?? 0) &&
      (!firstHeading || firstHeading.page > 1 || line.y < firstHeading.y),
  );
  const headline = joinWrapped(beforeSections, read.body)[0]?.text ?? null;
  return {
    name: read.name.text,
    headline,
    positions: readExperience(found.get('Experience') ?? [], read.body),
    education: readEducation(found.get('Education') ?? [], read.body),
  };
}
