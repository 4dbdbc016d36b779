import { ShieldCheck } from 'lucide-react';
import {
  canRunChecks,
  CHECK_TYPES,
  type CheckType,
  canVerifyClaims,
  type ClaimResultValue,
  type Document,
  type Finding,
  type GetChecksResponse,
  type VerificationStatus,
} from '@candor/contracts';
import { Button, Skeleton } from '../../../components/ui';
import { useChecks, useReviewFinding, useStartChecks } from '../api/checks-api';
import { ClaimPersonVerification } from './claim-verification';
import { FindingItem } from './finding-item';
import { Section } from './record-sections';

const claimWords: Record<ClaimResultValue, { label: string; className: string }> = {
  VERIFIED: { label: 'Verified by a person', className: 'border-green-200 bg-green-50 text-green-800' },
  CONSISTENT: { label: 'No discrepancies found', className: 'border-teal-200 bg-teal-50 text-teal-800' },
  DISCREPANCY: { label: 'Needs review', className: 'border-red-200 bg-red-50 text-red-800' },
  UNABLE_TO_VERIFY: { label: 'Could not tell', className: 'border-slate-200 bg-slate-50 text-slate-700' },
};

const CHECK_TYPE_WORDS: Record<CheckType, string> = {
  EDUCATION: 'education',
  EMPLOYMENT: 'employment',
  PHONE: 'supervisor phone',
  DOCUMENTS: 'document',
  IDENTITY: 'identity',
  LINKEDIN: 'LinkedIn profile',
};

/** The three staff actions (docs/product.md#automated-checks): each runs one group of checks. */
const SUBSET_ACTIONS = [
  { label: 'Education', types: ['EDUCATION'], description: 'Run the education checks' },
  { label: 'Employment', types: ['EMPLOYMENT'], description: 'Run the employment checks' },
  { label: 'Supervisor phones', types: ['PHONE'], description: 'Run the checks on supervisor phones' },
] as const satisfies readonly { label: string; types: readonly CheckType[]; description: string }[];

const needsAttention = (finding: Finding) =>
  (finding.severity === 'medium' || finding.severity === 'high') &&
  finding.status !== 'consistent' &&
  finding.status !== 'verified' &&
  finding.review?.decision !== 'dismissed';

/** One sentence on what the latest run found; never more than the findings say. */
function summaryOf(data: GetChecksResponse, status: VerificationStatus): string {
  const run = data.run;
  if (!run) return 'The automated checks have not run on this verification yet.';
  if (run.status === 'QUEUED') return 'The automated checks are queued…';
  if (run.status === 'RUNNING')
    return `Running the automated checks (${run.progress.done} of ${run.progress.total})…`;
  if (run.status === 'FAILED') return run.error ?? 'The automated checks could not run.';
  const flagged = data.findings.filter(needsAttention).length;
  // A subset that found nothing concludes nothing while other groups have not run (SUBMITTED).
  const partial = run.types.length < CHECK_TYPES.length && status === 'SUBMITTED';
  const base =
    flagged > 0
      ? `Checks flagged ${flagged} item${flagged === 1 ? '' : 's'} for review.`
      : partial
        ? `The ${run.types.map((type) => CHECK_TYPE_WORDS[type]).join(' and ')} checks found no discrepancies; run every check for a complete result.`
        : 'Checks passed — no discrepancies found.';
  return run.error ? `${base} ${run.error}` : base;
}

/**
 * The automated checks of one verification (docs/product.md#automated-checks): run them, follow
 * their progress, read each finding with its evidence and review it; and mark a claim verified
 * with a primary source.
 */
export function ChecksSection({
  verificationId,
  status,
  canRun,
  canReview,
  canVerify = false,
  documents = [],
}: {
  verificationId: string;
  status: VerificationStatus;
  canRun: boolean;
  canReview: boolean;
  /** approve_verifications: may mark a claim verified with a primary source, or withdraw it. */
  canVerify?: boolean;
  /** The verification's documents, one of which may support a person's verification. */
  documents?: readonly Document[];
}) {
  const checks = useChecks(verificationId);
  const start = useStartChecks(verificationId);
  const review = useReviewFinding(verificationId);
  const data = checks.data;
  const running = data?.run?.status === 'QUEUED' || data?.run?.status === 'RUNNING';

  const byClaim = (section: string, index: number | undefined) =>
    (data?.findings ?? []).filter(
      (finding) => finding.subject.section === section && finding.subject.index === index,
    );
  const claimed = new Set((data?.claims ?? []).flatMap((claim) => claim.findingIds));
  const other = (data?.findings ?? []).filter((finding) => !claimed.has(finding.id));

  const findingList = (findings: Finding[]) => (
    <ul className="flex flex-col gap-2">
      {findings.map((finding) => (
        <FindingItem
          key={finding.id}
          finding={finding}
          canReview={canReview}
          reviewing={review.isPending}
          onReview={(decision, note) => review.mutateAsync({ findingId: finding.id, decision, note })}
        />
      ))}
    </ul>
  );

  return (
    <Section title="Automated checks">
      {checks.isPending ? (
        <Skeleton className="h-16 w-full" announce label="Loading the automated checks…" />
      ) : checks.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          The automated checks could not be loaded: {checks.error.message}
          <Button size="sm" variant="secondary" onClick={() => void checks.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        data && (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-slate-50 p-3 text-sm">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <p role="status" className="min-w-0 flex-[1_1_14rem] text-ink">
                {summaryOf(data, status)}
              </p>
              {canRun && canRunChecks(status) && !running && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={start.isPending && start.variables === undefined}
                  disabled={start.isPending}
                  onClick={() => {
                    start.mutate(undefined);
                  }}
                >
                  {data.run ? 'Run checks again' : 'Run checks'}
                </Button>
              )}
            </div>
            {canRun && canRunChecks(status) && !running && (
              <div
                role="group"
                aria-label="Run one group of checks"
                className="flex flex-wrap items-center gap-2"
              >
                <span className="text-xs text-ink-muted">Or check only:</span>
                {SUBSET_ACTIONS.map((action) => (
                  <Button
                    key={action.label}
                    size="sm"
                    variant="ghost"
                    aria-label={action.description}
                    loading={start.isPending && start.variables?.[0] === action.types[0]}
                    disabled={start.isPending}
                    onClick={() => {
                      start.mutate([...action.types]);
                    }}
                  >
                    {action.label}
                  </Button>
                ))}
              </div>
            )}
            {start.isError && (
              <p role="alert" className="text-sm text-red-700">
                {start.error.message}
              </p>
            )}
            <p className="text-xs text-ink-muted">
              The checks compare the application with itself, with reference data and with your organisation’s
              other applications. They never verify a claim: only a person can, for example by calling the
              registrar or the employer.
            </p>
            {/* Results per claim exist once the checks have run, or a person verified the claim. */}
            {data.claims.map((claim) => {
              const words = claimWords[claim.result];
              const findings = byClaim(claim.section, claim.index);
              return (
                <div key={`${claim.section}-${claim.index}`} className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 className="text-sm font-medium text-ink">{claim.label}</h4>
                    {(data.run?.status === 'DONE' || claim.verification) && (
                      <span
                        className={`rounded-full border px-2 py-0.5 text-xs font-medium ${words.className}`}
                      >
                        {words.label}
                      </span>
                    )}
                  </div>
                  <ClaimPersonVerification
                    verificationId={verificationId}
                    claim={claim}
                    documents={documents}
                    canVerify={canVerify && canVerifyClaims(status)}
                  />
                  {findings.length > 0 && findingList(findings)}
                </div>
              );
            })}
            {other.length > 0 && (
              <div className="flex flex-col gap-2">
                <h4 className="text-sm font-medium text-ink">Identity, addresses and documents</h4>
                {findingList(other)}
              </div>
            )}
          </div>
        )
      )}
    </Section>
  );
}
