import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  durationText,
  evidenceLine,
  primarySourceMethodLabels,
  REPORT_CLAIM_WORDS,
  riskLevelLabels,
  SAMPLE_REPORT_LABEL,
  verificationStatusLabel,
  verificationTypeLabels,
  type Finding,
  type ReportEducation,
  type ReportEmployment,
  type VerificationReport,
} from '@candor/contracts';

/**
 * The report's typeface: Liberation Sans, shipped with pdf.js (a dependency of this app), so names
 * with any Latin, Greek or Cyrillic letter print as written; the PDF's built-in Helvetica (Latin-1
 * only) when the file is not there.
 */
const FONTS = (() => {
  try {
    const folder = join(
      dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    );
    const regular = join(folder, 'LiberationSans-Regular.ttf');
    const bold = join(folder, 'LiberationSans-Bold.ttf');
    if (existsSync(regular) && existsSync(bold)) return { regular, bold };
  } catch {
    // Not installed: the built-in fonts below.
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
})();

const INK = '#111827';
const MUTED = '#4b5563';
const BRAND = '#1d4ed8';
const MARGIN = 50;

const utc = (iso: string | null) =>
  iso
    ? `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`
    : 'Not yet';

/**
 * Renders a verification report as a PDF (pdfkit), ready to stream: the caller pipes the returned
 * document, which ends itself. Text only (no images), so its words can be extracted and searched.
 */
/** Renders the report; pdfkit is loaded with the first report (about 0.1 s), not at start-up. */
export async function renderReportPdf(report: VerificationReport): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: {
      Title: `Verification report ${report.reportId}`,
      Author: 'Candor',
      Subject: report.isSample ? 'Verification report (sample data)' : 'Verification report',
      CreationDate: new Date(report.generatedAt),
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const width = doc.page.width - MARGIN * 2;

  const heading = (title: string) => {
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(BRAND).text(title, { width });
    doc.moveDown(0.2).fillColor(INK);
  };
  const field = (label: string, value: string) => {
    doc.font('bold').fontSize(10).fillColor(MUTED).text(`${label}: `, { continued: true, width });
    doc.font('regular').fillColor(INK).text(value, { width });
  };
  const paragraph = (text: string, options: { muted?: boolean; indent?: number } = {}) => {
    const indent = options.indent ?? 0;
    doc.x = MARGIN + indent;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(options.muted ? MUTED : INK)
      .text(text, { width: width - indent });
    doc.x = MARGIN;
  };
  const findingLines = (finding: Finding) => {
    paragraph(`• [${finding.severity}] ${finding.message} (${finding.code})`, { indent: 12 });
    for (const item of finding.evidence)
      paragraph(`Evidence: ${evidenceLine(item)}`, { indent: 24, muted: true });
    if (finding.review) {
      const review = finding.review;
      paragraph(
        `Review: ${review.decision === 'confirmed' ? 'Confirmed' : 'Dismissed'} by ${review.by} on ${utc(review.at)}. ${review.note}`,
        { indent: 24, muted: true },
      );
    }
  };
  const claim = (title: string, entry: ReportEducation | ReportEmployment) => {
    doc.moveDown(0.3).font('bold').fontSize(11).fillColor(INK).text(title, { width });
    field('Result', REPORT_CLAIM_WORDS[entry.result]);
    if (entry.verification) {
      const v = entry.verification;
      paragraph(
        `Verified by ${v.by.name} on ${utc(v.at)} — ${primarySourceMethodLabels[v.method]}: ${v.source}. ${v.note}`,
      );
    }
    if (entry.findings.length === 0) paragraph('No findings.', { muted: true });
    for (const finding of entry.findings) findingLines(finding);
  };

  // Title
  doc.font('bold').fontSize(20).fillColor(INK).text('Verification report', { width });
  if (report.isSample) {
    doc
      .moveDown(0.2)
      .font('bold')
      .fontSize(11)
      .fillColor('#b45309')
      .text(`${SAMPLE_REPORT_LABEL}: this report is about an invented candidate, not a real person.`, {
        width,
      });
  }
  doc.moveDown(0.3);
  field('Report ID', report.reportId);
  field('Generated', utc(report.generatedAt));
  field('Verification', report.verificationId);

  heading('Candidate information');
  const candidate = report.candidateInfo;
  field('Name', candidate.name);
  field('Email', candidate.email);
  field('Phone', candidate.phone ?? 'Not given');
  field('Date of birth', candidate.dateOfBirth ?? 'Not given');
  field('Position', candidate.position ?? 'Not given');
  field('Company', candidate.company ?? 'Not given');
  field('Verification type', verificationTypeLabels[candidate.verificationType]);

  heading('Summary');
  const summary = report.reportSummary;
  field('Overall status', verificationStatusLabel(summary.overallStatus));
  field('Risk level', riskLevelLabels[summary.riskLevel]);
  field('Completion date', summary.completionDate ? utc(summary.completionDate) : 'Not completed');
  field(
    'Processing time',
    summary.processingTimeMs === null
      ? summary.processingTimeBasis
      : `${durationText(summary.processingTimeMs)} (${summary.processingTimeBasis.toLowerCase()})`,
  );
  field(
    'Verification score',
    summary.verificationScore === null
      ? 'Not scored: the automated checks have not finished'
      : `${summary.verificationScore} / 100`,
  );
  paragraph(summary.scoreFormula, { muted: true });
  field('Findings needing review', String(summary.findingsNeedingReview));

  heading('Automated checks');
  paragraph(report.checks.notice, { muted: true });
  const states = {
    NOT_RUN: 'The automated checks have not run on this verification.',
    RUNNING: 'The automated checks are running.',
    FAILED: `The automated checks could not run${report.checks.error ? `: ${report.checks.error}` : '.'}`,
    DONE: `Finished ${utc(report.checks.finishedAt)}${report.checks.error ? `. ${report.checks.error}` : '.'}`,
  } as const;
  paragraph(states[report.checks.state]);

  heading('Education verification');
  if (report.educationVerification.length === 0) paragraph('No education entries.', { muted: true });
  for (const entry of report.educationVerification) {
    claim([entry.institution, entry.degree, entry.graduationDate].filter(Boolean).join(' — '), entry);
  }

  heading('Employment history');
  if (report.employmentHistory.length === 0) paragraph('No employment entries.', { muted: true });
  for (const entry of report.employmentHistory) {
    const dates = `${entry.startDate || '?'} to ${entry.endDate ?? 'present'}`;
    claim([entry.company, entry.position, dates].filter(Boolean).join(' — '), entry);
  }

  heading('LinkedIn comparison');
  field('Status', report.linkedinVerification.status === 'COMPARED' ? 'Compared' : 'Not supplied');
  paragraph(report.linkedinVerification.details, { muted: true });
  for (const finding of report.linkedinVerification.findings) findingLines(finding);

  if (report.otherFindings.length > 0) {
    heading('Identity, addresses and documents');
    for (const finding of report.otherFindings) findingLines(finding);
  }

  heading('Background screening');
  field('Criminal history', 'Not ordered');
  field('Identity verification', 'Not ordered');
  heading('Reference checks');
  field('Status', 'Not ordered');

  heading('Decision');
  const decision = report.decision;
  if (!decision) paragraph('No decision yet: only a person decides a verification.', { muted: true });
  else {
    field('Decision', decision.status === 'COMPLETED' ? 'Approved' : 'Rejected');
    field('By', decision.decidedBy ?? 'A former member');
    field('On', utc(decision.decidedAt));
    if (decision.note) field('Note', decision.note);
  }

  doc.end();
  return doc;
}
