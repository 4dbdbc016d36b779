import type { AiCandidateForm, AssistantSession } from '@candor/contracts';
import { verificationStatusLabel } from '@candor/contracts';

const ECHO_FIELDS: readonly [keyof AiCandidateForm, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['institution', 'Institution'],
  ['degree', 'Degree'],
  ['graduationYear', 'Graduation year'],
  ['company', 'Company'],
  ['jobTitle', 'Job title'],
  ['startDate', 'Start date'],
  ['endDate', 'End date'],
  ['linkedinUrl', 'LinkedIn URL'],
  ['currentPosition', 'Current position'],
  ['industry', 'Industry'],
];

/** The candidate information the session is about, as entered or as the verification holds it. */
export function CandidateEcho({ candidate }: { candidate: AiCandidateForm }) {
  const shown = ECHO_FIELDS.filter(([key]) => candidate[key] !== undefined && candidate[key] !== '');
  return (
    <section aria-label="Candidate information" className="rounded-md border border-border p-3">
      <h3 className="text-sm font-semibold text-ink">Candidate information</h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {shown.map(([key, label]) => (
          <div key={key} className="flex min-w-0 gap-2">
            <dt className="shrink-0 text-ink-muted">{label}:</dt>
            <dd className="min-w-0 break-words text-ink">{String(candidate[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The result cards and the verification-complete summary: the findings of the verification by
 * status (a session on ad-hoc claims has none, and says so).
 */
export function SessionSummary({ session }: { session: AssistantSession }) {
  if (!session.findings) {
    return (
      <p className="rounded-md bg-slate-100 p-3 text-sm text-ink">
        No automated checks have run on these claims: answers can only say what is not in the evidence. Start
        a verification for the candidate to check them.
      </p>
    );
  }
  const { findings } = session;
  const cards = [
    ['Discrepancies', findings.discrepancy],
    ['Risk signals', findings.riskSignal],
    ['Unverifiable', findings.unverifiable],
    ['Consistent', findings.consistent + findings.verified],
  ] as const;
  return (
    <section aria-label="Verification summary" className="flex flex-col gap-2">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {cards.map(([label, value]) => (
          <li key={label} className="rounded-md border border-border p-3">
            <p className="text-xs text-ink-muted">{label}</p>
            <p className="text-xl font-semibold text-ink">{value}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink">
        {findings.total === 0
          ? 'The automated checks have not produced findings for this verification yet.'
          : `Verification complete: ${findings.total} finding${findings.total === 1 ? '' : 's'}; status ${
              session.verificationStatus ? verificationStatusLabel(session.verificationStatus) : 'unknown'
            }${session.averageConfidence !== null ? `; mean rule confidence ${session.averageConfidence}%` : ''}.`}
      </p>
    </section>
  );
}
