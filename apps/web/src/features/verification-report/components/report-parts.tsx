import type { ReactNode } from 'react';
import {
  evidenceLine,
  primarySourceMethodLabels,
  REPORT_CLAIM_WORDS,
  type Finding,
  type FindingSeverity,
  type ReportEducation,
  type ReportEmployment,
} from '@candor/contracts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp in the viewer's locale and time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const severityStyles: Record<FindingSeverity, string> = {
  high: 'border-red-200 bg-red-50 text-red-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-800',
  low: 'border-sky-200 bg-sky-50 text-sky-800',
  info: 'border-slate-200 bg-slate-50 text-slate-700',
};

const resultStyles: Record<ReportEducation['result'], string> = {
  VERIFIED: 'text-green-800',
  CONSISTENT: 'text-green-800',
  DISCREPANCY: 'text-red-800',
  UNABLE_TO_VERIFY: 'text-amber-800',
  NOT_CHECKED: 'text-ink-muted',
};

/** One section of the report, with its heading (h2) for the outline and for print. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `report-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 border-t border-border pt-4 break-inside-avoid-page"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label–value pairs in a grid (one column on a phone). */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The findings of one part of the report, each with its evidence and review. */
export function FindingList({ findings, empty }: { findings: Finding[]; empty?: string }) {
  if (findings.length === 0) return empty ? <p className="text-sm text-ink-muted">{empty}</p> : null;
  return (
    <ul className="flex flex-col gap-2">
      {findings.map((finding) => (
        <li key={finding.id} className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full border px-2 py-0.5 text-xs font-medium capitalize ${severityStyles[finding.severity]}`}
            >
              {finding.severity}
            </span>
            <code className="text-xs break-all text-ink-muted">{finding.code}</code>
          </p>
          <p className="text-ink">{finding.message}</p>
          <ul className="flex flex-col gap-0.5 text-xs text-ink-muted">
            {finding.evidence.map((item, index) => (
              <li key={index} className="break-words">
                Evidence: {evidenceLine(item)}
              </li>
            ))}
          </ul>
          {finding.review && (
            <p className="text-xs text-ink-muted">
              {finding.review.decision === 'confirmed' ? 'Confirmed' : 'Dismissed'} by {finding.review.by} on{' '}
              {formatDateTime(finding.review.at)}: {finding.review.note}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One education or employment entry: what was claimed, its result, a person's verification, findings. */
export function ClaimBlock({ title, entry }: { title: string; entry: ReportEducation | ReportEmployment }) {
  const verification = entry.verification;
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium break-words text-ink">{title}</h3>
        <p className={`text-sm font-medium ${resultStyles[entry.result]}`}>
          {REPORT_CLAIM_WORDS[entry.result]}
        </p>
      </div>
      {verification && (
        <p className="text-sm text-ink">
          Verified by {verification.by.name} on {formatDateTime(verification.at)} —{' '}
          {primarySourceMethodLabels[verification.method]}: {verification.source}. {verification.note}
        </p>
      )}
      <FindingList findings={entry.findings} empty="No findings." />
    </article>
  );
}
