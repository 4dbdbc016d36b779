import { useState, type ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';
import { verificationStatusLabel, type VerificationStatusView } from '@candor/contracts';
import { Button } from '../../../components/ui';
import type { Decision } from '../../review/api/review-api';
import { ChecksSection } from '../../review/components/checks-section';
import { DecisionDialog, decisionDoneText } from '../../review/components/decision-dialog';
import type { ReviewPermissions } from '../../review/components/details-dialog';
import { DocumentsSection } from '../../review/components/documents-section';
import {
  AddressesSection,
  ConsentSection,
  EducationSection,
  EmploymentSection,
  PersonalSection,
  RequestDetailsSection,
  Section,
} from '../../review/components/record-sections';
import { RequestHistory } from '../../review/components/request-history';
import { RequestInfoDialog } from '../../review/components/request-info-dialog';
import { formatDateTime } from '../../review/format';
import type { VerificationRecord } from '@candor/contracts';
import { CaseHeader, type CaseNotice } from './case-header';
import { CaseTimeline } from './case-timeline';

/** A group of the case's sections under one heading, as a card. */
function CaseGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-5 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function DecisionSection({
  record,
  decidedBy,
}: {
  record: VerificationRecord;
  decidedBy: string | null | undefined;
}) {
  const decision = record.decision;
  return (
    <Section title="Decision">
      {decision ? (
        <div
          className={`rounded-md border p-3 text-sm ${decision.status === 'COMPLETED' ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
        >
          <p className="font-medium text-ink">
            {decision.status === 'COMPLETED' ? 'Approved' : 'Rejected'}
            {decidedBy ? ` by ${decidedBy}` : ''} on {formatDateTime(decision.decidedAt)} (
            {verificationStatusLabel(decision.status)})
          </p>
          <p className="mt-1 whitespace-pre-wrap text-ink">{decision.note}</p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">No decision yet.</p>
      )}
    </Section>
  );
}

/** The page's parts, for the phone's "On this page" links (the timeline is last there). */
const sections = [
  ['case-timeline-heading', 'Timeline'],
  ['case-answers', "Candidate's answers"],
  ['case-evidence', 'Checks and documents'],
  ['case-outcome', 'Requests, consent and decision'],
] as const;

type Dialogs = { kind: 'none' } | { kind: 'request' } | { kind: 'decision'; decision: Decision };

/**
 * One verification as a case: the header with its actions, the candidate's answers, the checks
 * and documents, the requests, consent and decision, and the timeline beside them.
 */
export function CaseView({
  record,
  maskedRecord,
  statusView,
  permissions,
  onReveal,
}: {
  /** The record as shown (revealed after "Show personal data"). */
  record: VerificationRecord;
  /** The masked record: the report is built from it, never from revealed data. */
  maskedRecord: VerificationRecord;
  statusView: VerificationStatusView | undefined;
  permissions: ReviewPermissions;
  onReveal: () => void;
}) {
  const [dialog, setDialog] = useState<Dialogs>({ kind: 'none' });
  const [notice, setNotice] = useState<CaseNotice | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <CaseHeader
        record={maskedRecord}
        permissions={permissions}
        onRequestInfo={() => {
          setNotice(null);
          setDialog({ kind: 'request' });
        }}
        onDecide={(decision) => {
          setNotice(null);
          setDialog({ kind: 'decision', decision });
        }}
        onNotice={setNotice}
      />

      <p
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        aria-live="polite"
        className={
          notice === null
            ? 'sr-only'
            : notice.tone === 'ok'
              ? 'rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900'
              : 'rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800'
        }
      >
        {notice?.text ?? ''}
      </p>

      <nav aria-label="On this page" className="lg:hidden">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <CaseGroup id="case-answers" title="Candidate's answers">
            <RequestDetailsSection details={record.requestDetails} />
            {!record.piiRevealed && (
              <div className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-slate-50 p-3 text-sm text-ink-muted">
                <LockKeyhole aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 flex-[1_1_14rem]">
                  Personal data (SSN, date of birth, phone, street addresses, ZIP codes and previous names) is
                  masked.
                  {!permissions.viewPii && ' Your role does not include viewing personal data.'}
                </span>
                {permissions.viewPii && (
                  <Button size="sm" variant="secondary" onClick={onReveal}>
                    Show personal data
                  </Button>
                )}
              </div>
            )}
            <PersonalSection formData={record.formData} />
            <AddressesSection formData={record.formData} />
            <EducationSection formData={record.formData} />
            <EmploymentSection formData={record.formData} />
          </CaseGroup>

          <CaseGroup id="case-evidence" title="Checks and documents">
            {record.submittedAt ? (
              <ChecksSection
                verificationId={record.verificationId}
                status={record.status}
                canRun={permissions.runChecks ?? false}
                canReview={permissions.reviewFindings ?? false}
                canVerify={permissions.verifyClaims ?? false}
                documents={record.documents}
              />
            ) : (
              <Section title="Automated checks">
                <p className="text-sm text-ink-muted">The checks run once the candidate has submitted.</p>
              </Section>
            )}
            <DocumentsSection verificationId={record.verificationId} documents={record.documents} />
          </CaseGroup>

          <CaseGroup id="case-outcome" title="Requests, consent and decision">
            <RequestHistory verificationId={record.verificationId} />
            <ConsentSection consent={record.consent} />
            <DecisionSection record={record} decidedBy={statusView?.result?.decision?.decidedBy} />
          </CaseGroup>
        </div>

        <aside aria-label="Timeline" className="min-w-0 lg:sticky lg:top-4">
          <CaseTimeline verificationId={record.verificationId} />
        </aside>
      </div>

      {dialog.kind === 'request' && (
        <RequestInfoDialog
          verification={maskedRecord}
          onClose={() => {
            setDialog({ kind: 'none' });
          }}
          onSent={(name) => {
            setNotice({ tone: 'ok', text: `Information request sent to ${name}. Their link is open again.` });
            setDialog({ kind: 'none' });
          }}
        />
      )}
      {dialog.kind === 'decision' && (
        <DecisionDialog
          verification={maskedRecord}
          decision={dialog.decision}
          onClose={() => {
            setDialog({ kind: 'none' });
          }}
          onDone={(name, decision) => {
            setNotice({
              tone: 'ok',
              text: decisionDoneText(name, decision),
            });
            setDialog({ kind: 'none' });
          }}
        />
      )}
    </div>
  );
}
