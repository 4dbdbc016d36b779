import { CircleCheck, Clock, FileText, MessageSquareWarning, XCircle, Loader } from 'lucide-react';
import { verificationTypeLabels, type OwnVerification, type StatusScreenStatus } from '@candor/contracts';
import { Button, StatusBadge } from '../../../components/ui';
import { useOpenOwnLink } from '../api/my-verification-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const SUMMARY: Record<StatusScreenStatus, { icon: typeof Clock; title: string; text: string }> = {
  PENDING: {
    icon: Clock,
    title: 'Verification in Progress',
    text: 'We are checking the details you gave. This usually takes 1-3 business days.',
  },
  PROCESSING: {
    icon: Loader,
    title: 'Checks running',
    text: 'Automated checks are running on your details. A person reviews the outcome.',
  },
  COMPLETED: {
    icon: CircleCheck,
    title: 'Verification complete',
    text: 'Your verification has been completed. The requesting organisation has been told.',
  },
  FAILED: {
    icon: XCircle,
    title: 'Verification not approved',
    text: 'The requesting organisation will contact you about the outcome.',
  },
};

const goTo = (url: string) => {
  window.location.assign(url);
};

/**
 * One of the candidate's own verifications: where it stands and what, if anything, is asked of
 * them. While the form is open, its button asks the server for a private link and opens it.
 */
export function OwnVerificationCard({
  verification,
  onNavigate = goTo,
}: {
  verification: OwnVerification;
  /** Opens the private link (the browser's address bar by default). */
  onNavigate?: (url: string) => void;
}) {
  const openLink = useOpenOwnLink();
  const notStarted = verification.status === 'INVITED' || verification.status === 'IN_PROGRESS';
  const summary = SUMMARY[verification.statusScreen];
  const Icon = summary.icon;
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">
          {verification.verificationType === 'FULL'
            ? 'Background verification'
            : `${verificationTypeLabels[verification.verificationType]} verification`}
        </h2>
        <StatusBadge status={verification.status} />
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">Requested</dt>
          <dd className="font-medium text-ink">{dateFormat.format(new Date(verification.createdAt))}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Submitted</dt>
          <dd className="font-medium text-ink">
            {verification.submittedAt ? dateFormat.format(new Date(verification.submittedAt)) : 'Not yet'}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Last update</dt>
          <dd className="font-medium text-ink">{dateFormat.format(new Date(verification.updatedAt))}</dd>
        </div>
      </dl>

      {verification.openRequest ? (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <MessageSquareWarning aria-hidden="true" className="size-4" />
            More information requested
          </p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{verification.openRequest.message}</p>
          {verification.openRequest.deadline && (
            <p>
              Please answer by {dateFormat.format(new Date(`${verification.openRequest.deadline}T00:00:00`))}.
            </p>
          )}
        </div>
      ) : notStarted ? (
        <p className="text-sm text-ink">
          {verification.status === 'INVITED'
            ? 'Your verification form is waiting for you. It takes a few minutes.'
            : 'You have started your verification form. Your answers are saved; pick up where you left off.'}
        </p>
      ) : (
        <div className="flex items-start gap-3 text-sm text-ink">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold">{summary.title}</p>
            <p className="text-ink-muted">{summary.text}</p>
          </div>
        </div>
      )}

      {verification.linkOpen && (
        <div className="flex flex-col gap-2">
          <Button
            className="w-full sm:w-auto sm:self-start"
            loading={openLink.isPending}
            onClick={() => {
              openLink.mutate(verification.verificationId, {
                onSuccess: (data) => {
                  onNavigate(data.candidateUrl);
                },
              });
            }}
          >
            {verification.openRequest
              ? 'Answer the request'
              : verification.status === 'INVITED'
                ? 'Start your verification'
                : 'Continue your verification'}
          </Button>
          {openLink.isError && (
            <p role="alert" className="text-sm text-red-700">
              {openLink.error.message}
            </p>
          )}
        </div>
      )}

      {verification.documents.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">Your documents</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {verification.documents.map((document) => (
              <li key={document.id} className="flex items-center gap-2 [overflow-wrap:anywhere] text-ink">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                {document.fileName}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
