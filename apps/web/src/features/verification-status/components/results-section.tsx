import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AUTOMATED_CHECKS_NOTICE,
  CLAIM_RESULT_WORDS,
  type ClaimResultValue,
  type Finding,
  type FindingSeverity,
  type StatusScreenResult,
} from '@candor/contracts';
import { cn } from '../../../lib/cn';
import {
  checksSummary,
  checkTypeWords,
  evidenceText,
  findingsByClaim,
  MATCH_MEANING,
  matchesText,
  NOT_CHECKED,
  PENDING_DECISION_TEXT,
  reviewText,
} from '../results';

const claimStyles: Record<ClaimResultValue, string> = {
  VERIFIED: 'border-green-200 bg-green-50 text-green-800',
  CONSISTENT: 'border-teal-200 bg-teal-50 text-teal-800',
  DISCREPANCY: 'border-red-200 bg-red-50 text-red-800',
  UNABLE_TO_VERIFY: 'border-slate-200 bg-slate-50 text-slate-700',
};

const severityStyles: Record<FindingSeverity, string> = {
  high: 'border-red-200 bg-red-50 text-red-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-800',
  low: 'border-sky-200 bg-sky-50 text-sky-800',
  info: 'border-slate-200 bg-slate-50 text-slate-700',
};

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

const notChecked = <span className="text-ink-muted">{NOT_CHECKED}</span>;

/** A finding as the report shows it: read-only (reviews happen in the verification's details). */
function FindingLine({ finding, formatDate }: { finding: Finding; formatDate: (iso: string) => string }) {
  const dismissed = finding.review?.decision === 'dismissed';
  return (
    <li className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm break-inside-avoid">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs font-medium capitalize',
            severityStyles[finding.severity],
          )}
        >
          {finding.severity}
        </span>
        <code className="text-xs break-all text-ink-muted">{finding.code}</code>
      </div>
      <p className={dismissed ? 'text-ink-muted line-through' : 'text-ink'}>{finding.message}</p>
      <ul aria-label="Evidence" className="flex flex-col gap-0.5 text-xs text-ink-muted">
        {finding.evidence.map((item, index) => (
          <li key={index} className="break-words">
            {evidenceText(item)}
          </li>
        ))}
      </ul>
      {finding.review && <p className="text-xs text-ink">{reviewText(finding.review, formatDate)}</p>}
    </li>
  );
}

/**
 * The status screen's results (docs/product.md#the-status-screen): where the automated checks
 * stand, the matches, each claim in words that never claim more than the evidence, and each
 * finding with its evidence and review. LinkedIn, which no check verifies, says "Not checked".
 */
export function ResultsSection({
  result,
  decided,
  formatDate,
}: {
  result: StatusScreenResult;
  /** COMPLETED or FAILED: a person decided; otherwise the results await their decision. */
  decided: boolean;
  formatDate: (iso: string) => string;
}) {
  const { claims, other } = findingsByClaim(result);
  const done = result.checks.state === 'DONE';
  const connections = result.connectionAnalysis;
  const findingList = (findings: Finding[]) =>
    findings.length > 0 && (
      <ul className="flex flex-col gap-2">
        {findings.map((finding) => (
          <FindingLine key={finding.id} finding={finding} formatDate={formatDate} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="status-results" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="status-results" className="text-base font-semibold text-ink">
          {decided ? 'Results' : 'Automated check results'}
        </h3>
        {!decided && <p className="text-sm text-ink-muted">{PENDING_DECISION_TEXT}</p>}
        <p className="text-xs text-ink-muted">{AUTOMATED_CHECKS_NOTICE}</p>
      </div>

      <div className="flex items-start gap-2 rounded-md border border-border bg-slate-50 p-3 text-sm">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <p className="text-ink">{checksSummary(result)}</p>
          {done && result.checks.types.length > 0 && (
            <p className="text-xs text-ink-muted">
              Checks run: {result.checks.types.map((type) => checkTypeWords[type]).join(', ')}
              {result.checks.finishedAt && <> · finished {formatDate(result.checks.finishedAt)}</>}
            </p>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <dl className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2">
          <Figure label="Employment matches found">
            {matchesText(result.employmentMatches, result.employmentClaims)}
          </Figure>
          <Figure label="Education matches found">
            {matchesText(result.educationMatches, result.educationClaims)}
          </Figure>
          <Figure label="Findings needing review">
            {result.findingsNeedingReview === null ? notChecked : result.findingsNeedingReview}
          </Figure>
          <Figure label="LinkedIn profile verified">
            {result.profileVerified === null
              ? notChecked
              : result.profileVerified
                ? 'Verified'
                : 'Not verified'}
          </Figure>
          <Figure label="LinkedIn connection analysis">
            {connections
              ? `${connections.totalConnections} total, ${connections.verifiedConnections} verified, ${connections.industryRelevance}% industry relevance`
              : notChecked}
          </Figure>
        </dl>
        <p className="text-xs text-ink-muted">
          {MATCH_MEANING}
          {result.profileVerified === null &&
            ' The LinkedIn check compares a profile PDF the candidate supplied with the application (its findings are below); it does not verify the profile.'}
        </p>
      </div>

      {claims.length > 0 && (
        <div className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold text-ink">Claims</h4>
          <ul className="flex flex-col gap-4">
            {claims.map(({ claim, findings }) => (
              <li key={`${claim.section}-${claim.index}`} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium break-words text-ink">
                    <span className="text-ink-muted capitalize">{claim.section}: </span>
                    {claim.label}
                  </span>
                  <span
                    className={cn(
                      'rounded-full border px-2 py-0.5 text-xs font-medium',
                      claimStyles[claim.result],
                    )}
                  >
                    {CLAIM_RESULT_WORDS[claim.result]}
                  </span>
                </div>
                {findingList(findings)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {other.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-ink">Identity, addresses and documents</h4>
          {findingList(other)}
        </div>
      )}
    </section>
  );
}
