import {
  CircleCheck,
  CircleHelp,
  CircleX,
  Clock,
  Download,
  ExternalLink,
  FileText,
  LoaderCircle,
  Printer,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import {
  REVIEW_TIME_TEXT,
  toStatusScreenValue,
  verificationTypeLabels,
  WAITING_FOR_CANDIDATE,
  WAITING_FOR_CANDIDATE_TEXT,
  type StatusScreenValue,
  type VerificationRecord,
  type VerificationStatusView,
} from '@candor/contracts';
import { Button, Card, CardContent, CardFooter, StatusBadge } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { documentDownloadUrl } from '../api/status-api';
import { buildStatusReport, downloadTextFile } from '../report';
import { decisionText, recordStatusMeaning } from '../results';
import { ResultsSection } from './results-section';

/** Each status-screen value has a colour and an icon (docs/product.md#verification-statuses). */
const statusLook: Record<StatusScreenValue, { icon: LucideIcon; className: string; label: string }> = {
  COMPLETED: {
    icon: CircleCheck,
    className: 'bg-green-100 text-green-900 ring-green-300',
    label: 'Completed',
  },
  PENDING: { icon: Clock, className: 'bg-amber-100 text-amber-900 ring-amber-300', label: 'Pending' },
  PROCESSING: {
    icon: LoaderCircle,
    className: 'bg-blue-100 text-blue-900 ring-blue-300',
    label: 'Processing',
  },
  FAILED: { icon: CircleX, className: 'bg-red-100 text-red-900 ring-red-300', label: 'Failed' },
  UNKNOWN: { icon: CircleHelp, className: 'bg-slate-100 text-slate-800 ring-slate-300', label: 'Unknown' },
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const formatDate = (iso: string) => dateTime.format(new Date(iso));
const when = (value: string | null) =>
  value ? (
    <time dateTime={value}>{dateTime.format(new Date(value))}</time>
  ) : (
    <span className="text-ink-muted">—</span>
  );

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

const noticeTones = {
  amber: { box: 'border-amber-200 bg-amber-50', icon: 'text-amber-700' },
  blue: { box: 'border-blue-200 bg-blue-50', icon: 'text-blue-700' },
  green: { box: 'border-green-200 bg-green-50', icon: 'text-green-700' },
  red: { box: 'border-red-200 bg-red-50', icon: 'text-red-700' },
} as const;

function Notice({
  tone,
  icon: Icon,
  title,
  children,
}: {
  tone: keyof typeof noticeTones;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex items-start gap-3 rounded-lg border p-4', noticeTones[tone].box)}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', noticeTones[tone].icon)} />
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="text-sm break-words text-ink">{children}</p>
      </div>
    </div>
  );
}

function StatusPill({ value }: { value: StatusScreenValue }) {
  const look = statusLook[value];
  const Icon = look.icon;
  return (
    <span
      data-status={value}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
        look.className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {look.label}
    </span>
  );
}

/** The verification status screen's card (docs/product.md#screens), with the report download and print. */
export function StatusCard({
  view,
  record,
}: {
  view: VerificationStatusView;
  record: VerificationRecord | undefined;
}) {
  const value = toStatusScreenValue(view.status);
  const result = view.result;
  const decision = result?.decision ?? null;
  const decided = value === 'COMPLETED' || value === 'FAILED';
  // While a run is open there is no result to show yet (only its progress).
  const running = value === 'PROCESSING' && (!result || result.checks.state === 'RUNNING');

  const download = () => {
    const now = new Date();
    downloadTextFile(
      `verification-report-${view.id.slice(0, 8)}-${now.toISOString().slice(0, 10)}.txt`,
      buildStatusReport(view, record, now),
    );
  };

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">{record ? record.candidateName : 'Verification'}</h2>
          {record && <p className="text-sm break-all text-ink-muted">{record.candidateEmail}</p>}
        </div>
        <StatusPill value={value} />
      </div>
      <CardContent className="flex flex-col gap-6 p-5 sm:p-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Verification ID">
            <span className="font-mono text-xs sm:text-sm">{view.id}</span>
          </Field>
          <Field label="Type">{verificationTypeLabels[view.type]}</Field>
          {record && (
            <Field label="Record status">
              <StatusBadge status={record.status} />
              {recordStatusMeaning[record.status] && (
                <span className="mt-1 block text-xs font-normal text-ink-muted">
                  {capitalise(recordStatusMeaning[record.status] ?? '')}
                </span>
              )}
            </Field>
          )}
          <Field label="LinkedIn profile">
            {view.linkedInUrl ? (
              <a
                href={view.linkedInUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-4"
              >
                View profile
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            ) : (
              <span className="text-ink-muted">Not provided</span>
            )}
          </Field>
          <Field label="Created">{when(view.createdAt)}</Field>
          <Field label="Submitted">{when(view.submittedAt)}</Field>
          <Field label="Completed">{when(view.completedAt)}</Field>
        </dl>

        {value === 'PENDING' &&
          (view.submittedAt === null ? (
            <Notice tone="amber" icon={Clock} title={WAITING_FOR_CANDIDATE}>
              {WAITING_FOR_CANDIDATE_TEXT}
            </Notice>
          ) : (
            <Notice tone="amber" icon={Clock} title="Verification in Progress">
              Estimated completion: {REVIEW_TIME_TEXT}.
            </Notice>
          ))}
        {value === 'PROCESSING' &&
          (running ? (
            <Notice tone="blue" icon={LoaderCircle} title="Checks in progress">
              The automated checks are running.
            </Notice>
          ) : (
            <Notice tone="blue" icon={Clock} title="Waiting for a reviewer’s decision">
              The automated checks have finished. A person approves or rejects the verification; the checks
              never decide.
            </Notice>
          ))}
        {decided &&
          (decision ? (
            <Notice
              tone={decision.status === 'COMPLETED' ? 'green' : 'red'}
              icon={decision.status === 'COMPLETED' ? CircleCheck : CircleX}
              title={decision.status === 'COMPLETED' ? 'Approved' : 'Rejected'}
            >
              {decisionText(decision, formatDate)}.
              {decision.note && <span className="mt-1 block">Note: {decision.note}</span>}
            </Notice>
          ) : (
            <Notice
              tone={value === 'COMPLETED' ? 'green' : 'red'}
              icon={value === 'COMPLETED' ? CircleCheck : CircleX}
              title={value === 'COMPLETED' ? 'Approved' : 'Rejected'}
            >
              A reviewer {value === 'COMPLETED' ? 'approved' : 'rejected'} this verification.
            </Notice>
          ))}

        {result && !running && <ResultsSection result={result} decided={decided} formatDate={formatDate} />}

        {record && (
          <section aria-labelledby="status-documents" className="flex flex-col gap-2">
            <h3 id="status-documents" className="text-base font-semibold text-ink">
              Documents
            </h3>
            {record.documents.length === 0 ? (
              <p className="text-sm text-ink-muted">No documents uploaded</p>
            ) : (
              <ul className="divide-y divide-border rounded-lg border border-border">
                {record.documents.map((document) => (
                  <li key={document.id} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                    <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                    <a
                      href={documentDownloadUrl(view.id, document.id)}
                      className="min-w-0 truncate text-brand-700 underline-offset-4 hover:underline"
                    >
                      {document.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </CardContent>
      <CardFooter className="print:hidden">
        <Button variant="secondary" onClick={download} className="w-full sm:w-auto">
          <Download aria-hidden="true" className="size-4" />
          Download Report
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            window.print();
          }}
          className="w-full sm:w-auto"
        >
          <Printer aria-hidden="true" className="size-4" />
          Print Report
        </Button>
      </CardFooter>
    </Card>
  );
}
