import { Download, FileJson, Printer } from 'lucide-react';
import {
  durationText,
  NOT_ORDERED,
  riskLevelLabels,
  SAMPLE_REPORT_LABEL,
  verificationTypeLabels,
  type VerificationReport,
} from '@candor/contracts';
import { Button, StatusBadge } from '../../../components/ui';
import type { ReportFormat } from '../api/report-api';
import { ClaimBlock, Facts, FindingList, formatDateTime, ReportSection } from './report-parts';

const riskStyles: Record<VerificationReport['reportSummary']['riskLevel'], string> = {
  LOW: 'text-green-800',
  MEDIUM: 'text-amber-800',
  HIGH: 'text-red-800',
  NOT_ASSESSED: 'text-ink-muted',
};

function checksText(checks: VerificationReport['checks']): string {
  switch (checks.state) {
    case 'NOT_RUN':
      return 'The automated checks have not run on this verification.';
    case 'RUNNING':
      return 'The automated checks are running; this report updates when they finish.';
    case 'FAILED':
      return `The automated checks could not run${checks.error ? `: ${checks.error}` : '.'}`;
    case 'DONE':
      return `Finished ${checks.finishedAt ? formatDateTime(checks.finishedAt) : ''}${checks.error ? `. ${checks.error}` : '.'}`;
  }
}

/** Download JSON, Download PDF and Print; hidden when printing. */
export function ReportActions({
  onDownload,
  downloading,
}: {
  onDownload: (format: ReportFormat) => void;
  downloading: ReportFormat | null;
}) {
  return (
    <div role="group" aria-label="Report actions" className="flex flex-col gap-2 sm:flex-row print:hidden">
      <Button
        variant="secondary"
        loading={downloading === 'json'}
        disabled={downloading !== null}
        onClick={() => {
          onDownload('json');
        }}
      >
        {downloading !== 'json' && <FileJson aria-hidden="true" className="size-4" />}
        Download JSON
      </Button>
      <Button
        loading={downloading === 'pdf'}
        disabled={downloading !== null}
        onClick={() => {
          onDownload('pdf');
        }}
      >
        {downloading !== 'pdf' && <Download aria-hidden="true" className="size-4" />}
        Download PDF
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          window.print();
        }}
      >
        <Printer aria-hidden="true" className="size-4" />
        Print
      </Button>
    </div>
  );
}

/** The report's preview: the same sections, in the same order, as the PDF. */
export function ReportView({ report }: { report: VerificationReport }) {
  const candidate = report.candidateInfo;
  const summary = report.reportSummary;
  const notGiven = <span className="text-ink-muted">Not given</span>;
  return (
    <article
      aria-label="Verification report"
      className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      {report.isSample && (
        <p
          role="note"
          className="rounded-md border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {SAMPLE_REPORT_LABEL}: this report is about an invented candidate, not a real person.
        </p>
      )}
      <header className="flex flex-col gap-1">
        <p className="text-sm text-ink-muted">Verification report</p>
        <p className="text-2xl font-semibold break-words text-ink">{candidate.name}</p>
        <p className="text-sm break-all text-ink-muted">
          Report ID {report.reportId} · generated {formatDateTime(report.generatedAt)}
        </p>
      </header>

      <ReportSection title="Candidate information">
        <Facts
          items={[
            ['Name', candidate.name],
            ['Email', candidate.email],
            ['Phone', candidate.phone ?? notGiven],
            ['Date of birth', candidate.dateOfBirth ?? notGiven],
            ['Position', candidate.position ?? notGiven],
            ['Company', candidate.company ?? notGiven],
            ['Verification type', verificationTypeLabels[candidate.verificationType]],
          ]}
        />
      </ReportSection>

      <ReportSection title="Summary">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
          <p className="text-ink">
            <span className="block text-sm text-ink-muted">Verification score</span>
            {summary.verificationScore === null ? (
              <span className="text-sm text-ink-muted">
                Not scored: the automated checks have not finished
              </span>
            ) : (
              <span className="text-3xl font-semibold">
                {summary.verificationScore}
                <span className="text-base font-normal text-ink-muted"> / 100</span>
              </span>
            )}
          </p>
          <p>
            <span className="block text-sm text-ink-muted">Risk level</span>
            <span className={`font-medium ${riskStyles[summary.riskLevel]}`}>
              {riskLevelLabels[summary.riskLevel]}
            </span>
          </p>
        </div>
        <p className="text-xs text-ink-muted">{summary.scoreFormula}</p>
        <Facts
          items={[
            ['Overall status', <StatusBadge key="status" status={summary.overallStatus} />],
            [
              'Completion date',
              summary.completionDate ? formatDateTime(summary.completionDate) : 'Not completed',
            ],
            [
              'Processing time',
              summary.processingTimeMs === null
                ? summary.processingTimeBasis
                : `${durationText(summary.processingTimeMs)} (${summary.processingTimeBasis.toLowerCase()})`,
            ],
            ['Findings needing review', String(summary.findingsNeedingReview)],
          ]}
        />
      </ReportSection>

      <ReportSection title="Automated checks">
        <p className="text-sm text-ink-muted">{report.checks.notice}</p>
        <p className="text-sm text-ink">{checksText(report.checks)}</p>
      </ReportSection>

      <ReportSection title="Education verification">
        {report.educationVerification.length === 0 && (
          <p className="text-sm text-ink-muted">No education entries.</p>
        )}
        {report.educationVerification.map((entry) => (
          <ClaimBlock
            key={entry.index}
            entry={entry}
            title={[entry.institution, entry.degree, entry.graduationDate].filter(Boolean).join(' — ')}
          />
        ))}
      </ReportSection>

      <ReportSection title="Employment history">
        {report.employmentHistory.length === 0 && (
          <p className="text-sm text-ink-muted">No employment entries.</p>
        )}
        {report.employmentHistory.map((entry) => (
          <ClaimBlock
            key={entry.index}
            entry={entry}
            title={[
              entry.company,
              entry.position,
              `${entry.startDate || '?'} to ${entry.endDate ?? 'present'}`,
            ]
              .filter(Boolean)
              .join(' — ')}
          />
        ))}
      </ReportSection>

      <ReportSection title="LinkedIn comparison">
        <p className="text-sm text-ink">
          <span className="font-medium">
            {report.linkedinVerification.status === 'COMPARED' ? 'Compared' : 'Not supplied'}
          </span>
          {' — '}
          {report.linkedinVerification.details}
        </p>
        <FindingList findings={report.linkedinVerification.findings} />
      </ReportSection>

      {report.otherFindings.length > 0 && (
        <ReportSection title="Identity, addresses and documents">
          <FindingList findings={report.otherFindings} />
        </ReportSection>
      )}

      <ReportSection title="Background screening">
        <Facts
          items={[
            ['Criminal history', NOT_ORDERED],
            ['Identity verification', NOT_ORDERED],
          ]}
        />
      </ReportSection>

      <ReportSection title="Reference checks">
        <p className="text-sm text-ink">{NOT_ORDERED}</p>
      </ReportSection>

      <ReportSection title="Decision">
        {report.decision ? (
          <Facts
            items={[
              ['Decision', report.decision.status === 'COMPLETED' ? 'Approved' : 'Rejected'],
              ['By', report.decision.decidedBy ?? 'A former member'],
              ['On', formatDateTime(report.decision.decidedAt)],
              ['Note', report.decision.note || '—'],
            ]}
          />
        ) : (
          <p className="text-sm text-ink-muted">No decision yet: only a person decides a verification.</p>
        )}
      </ReportSection>
    </article>
  );
}
