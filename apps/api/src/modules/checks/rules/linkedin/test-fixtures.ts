import PDFDocument from 'pdfkit';

/**
 * Test-only: PDFs in the layout of LinkedIn's "Save to PDF" export, for made-up people (never a
 * real profile). A Letter page, a sidebar at the left (Contact, Top Skills), the main column with
 * the name (26 pt), the headline (12 pt), the location, and the sections (headings 15.75 pt;
 * companies and schools 12 pt, titles 11.5 pt, text 10.5 pt), a "Page N of M" footer.
 */

export type FixturePosition = {
  company: string;
  /** Several titles under one company, each with its dates and location. */
  roles: { title: string; dates: string; location?: string; description?: string }[];
  /** A company's total duration, printed when it has several titles. */
  total?: string;
};
export type FixtureSchool = { school: string; degreeLine: string };
export type FixtureProfile = {
  name: string;
  headline: string;
  location: string;
  summary?: string;
  positions: FixturePosition[];
  education: FixtureSchool[];
  skills?: string[];
};
export type FixtureOptions = {
  producer?: string;
  creator?: string;
  /** Leave the sidebar out (a résumé written in a word processor has none). */
  sidebar?: boolean;
  /** Headings at the text's size (a document retyped without the export's styles). */
  flatHeadings?: boolean;
};

const SIDEBAR_X = 36;
const MAIN_X = 220;
const MAIN_WIDTH = 356;
const BOTTOM = 740;

export async function linkedinPdf(profile: FixtureProfile, options: FixtureOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: true,
    bufferPages: true,
    info: {
      Producer: options.producer ?? 'Fixture Export Renderer',
      Creator: options.creator ?? 'Fixture Export Renderer',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) =>
    doc.on('end', () => {
      resolve();
    }),
  );
  let pages = 1;
  let y = 40;
  const write = (text: string, size: number, bold = false, gap = 4) => {
    const height = doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .heightOfString(text, {
        width: MAIN_WIDTH,
      });
    if (y + height > BOTTOM) {
      doc.addPage();
      pages += 1;
      y = 40;
    }
    doc.text(text, MAIN_X, y, { width: MAIN_WIDTH, lineBreak: true });
    y += height + gap;
  };
  const heading = (text: string) => {
    write(text, options.flatHeadings ? 10.5 : 15.75, false, 8);
  };

  if (options.sidebar !== false) {
    doc.font('Helvetica').fontSize(13).text('Contact', SIDEBAR_X, 40);
    doc.fontSize(10.5).text('www.linkedin.com/in/example (LinkedIn)', SIDEBAR_X, 60, { width: 150 });
    doc.fontSize(13).text('Top Skills', SIDEBAR_X, 110);
    (profile.skills ?? ['Planning', 'Negotiation']).forEach((skill, index) => {
      doc.fontSize(10.5).text(skill, SIDEBAR_X, 130 + index * 14, { width: 150 });
    });
  }
  write(profile.name, 26, false, 8);
  write(profile.headline, 12);
  write(profile.location, 10.5, false, 16);
  if (profile.summary) {
    heading('Summary');
    write(profile.summary, 10.5, false, 12);
  }
  heading('Experience');
  for (const position of profile.positions) {
    write(position.company, 12, true, 2);
    if (position.total) write(position.total, 10.5, false, 4);
    for (const role of position.roles) {
      write(role.title, 11.5, false, 2);
      write(role.dates, 10.5, false, 2);
      if (role.location) write(role.location, 10.5, false, 4);
      if (role.description) write(role.description, 10.5, false, 4);
      y += 6;
    }
    y += 6;
  }
  heading('Education');
  for (const school of profile.education) {
    write(school.school, 12, true, 2);
    write(school.degreeLine, 10.5, false, 10);
  }
  // The footer on every page, once their number is known.
  for (let page = 0; page < pages; page += 1) {
    doc.switchToPage(page);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Page ${page + 1} of ${pages}`, MAIN_X + 120, 760, {
        lineBreak: false,
      });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Alex Morgan, made up: two employers (one with a promotion), one school. */
export const ALEX: FixtureProfile = {
  name: 'Alex Morgan',
  headline: 'Operations Manager at Northwind Traders',
  location: 'Leeds, England, United Kingdom',
  summary: 'Operations manager with ten years in logistics and retail supply chains.',
  positions: [
    {
      company: 'Northwind Traders',
      total: '5 years 11 months',
      roles: [
        {
          title: 'Operations Manager',
          dates: 'March 2021 - Present (5 years 9 months)',
          location: 'Leeds, England, United Kingdom',
          description: 'Runs the northern distribution centre and its team of forty.',
        },
        {
          title: 'Shift Supervisor',
          dates: 'January 2021 - March 2021 (3 months)',
          location: 'Leeds, England, United Kingdom',
        },
      ],
    },
    {
      company: 'Contoso Logistics Ltd',
      roles: [
        {
          title: 'Logistics Coordinator',
          dates: 'June 2016 - December 2020 (4 years 7 months)',
          location: 'Manchester Area, United Kingdom',
        },
      ],
    },
  ],
  education: [
    {
      school: 'University of Leeds',
      degreeLine: 'Bachelor of Science - BSc, Geography · (2012 - 2015)',
    },
  ],
};
