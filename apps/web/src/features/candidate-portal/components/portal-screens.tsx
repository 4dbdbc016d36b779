import { CircleAlert, CircleCheck, Clock, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CANDIDATE_LINK_NOT_FOUND, REVIEW_TIME_TEXT, SUBMIT_VERIFICATION_FAILED } from '@candor/contracts';
import { Button, buttonClassName, StatusBadge } from '../../../components/ui';
import { cn } from '../../../lib/cn';

const [notFoundTitle = 'Verification Not Found', notFoundText = ''] = CANDIDATE_LINK_NOT_FOUND.split(' – ');

const tones = {
  success: 'bg-green-100 text-green-800',
  error: 'bg-red-100 text-red-700',
  info: 'bg-brand-50 text-brand-700',
} as const;

/** A centred screen with an icon, a title, text and actions. */
function PortalMessage({
  icon: Icon,
  tone,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-xl border border-border bg-surface px-5 py-10 text-center shadow-sm sm:px-10">
      <span className={cn('flex size-14 items-center justify-center rounded-full', tones[tone])}>
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      {children}
      {actions != null && (
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
      )}
    </section>
  );
}

// The portal is its own page (no client-side router): the homepage is a full page load.
const homeLink = (
  <a href="/" className={buttonClassName({ variant: 'secondary', className: 'w-full sm:w-auto' })}>
    Return to Homepage
  </a>
);

/** Unknown, expired or revoked link. */
export function PortalNotFound() {
  return (
    <PortalMessage icon={SearchX} tone="error" title={notFoundTitle} actions={homeLink}>
      <p className="text-ink-muted">{notFoundText}</p>
    </PortalMessage>
  );
}

/** The portal could not be loaded for another reason (network, server). */
export function PortalLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PortalMessage
      icon={CircleAlert}
      tone="error"
      title="We could not load your verification"
      actions={
        <>
          <Button onClick={onRetry} className="w-full sm:w-auto">
            Try Again
          </Button>
          {homeLink}
        </>
      }
    >
      <p role="alert" className="text-ink-muted">
        {message}
      </p>
    </PortalMessage>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** A link that was already used to submit: the status, nothing editable. */
export function PortalSubmittedStatus({
  status,
  submittedAt,
}: {
  status: string;
  submittedAt: string | null;
}) {
  return (
    <PortalMessage icon={CircleCheck} tone="success" title="Verification Submitted" actions={homeLink}>
      <p className="text-ink-muted">
        Your verification has already been submitted
        {submittedAt ? (
          <>
            {' '}
            on <time dateTime={submittedAt}>{dateTime.format(new Date(submittedAt))}</time>
          </>
        ) : null}
        . There is nothing more for you to do right now.
      </p>
      <p className="flex items-center gap-2 text-sm text-ink">
        Status: <StatusBadge status={status} />
      </p>
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Clock aria-hidden="true" className="size-4" />
        Verifications are usually processed within {REVIEW_TIME_TEXT}.
      </p>
    </PortalMessage>
  );
}

/** After a successful submission: what happens next (docs/product.md#the-candidate-form). */
export function PortalSuccess({ firstName }: { firstName: string }) {
  return (
    <PortalMessage
      icon={CircleCheck}
      tone="success"
      title="Verification Submitted Successfully!"
      actions={homeLink}
    >
      <p className="text-ink-muted">
        Thank you{firstName ? `, ${firstName}` : ''}. Your verification has been submitted.
      </p>
      <div className="w-full rounded-lg bg-slate-50 p-4 text-left">
        <h2 className="text-base font-semibold text-ink">What happens next</h2>
        <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-sm text-ink">
          <li>Your verification will be processed within {REVIEW_TIME_TEXT}.</li>
          <li>You will receive email updates on the status of your verification.</li>
          <li>When it is complete, you and the requesting organisation will be notified.</li>
        </ol>
      </div>
    </PortalMessage>
  );
}

/** The submission did not go through: the error, Try Again (back to step 5) and the homepage. */
export function PortalSubmissionFailed({
  message,
  detail,
  onTryAgain,
}: {
  message: string;
  detail: string | undefined;
  onTryAgain: () => void;
}) {
  return (
    <PortalMessage
      icon={CircleAlert}
      tone="error"
      title="Submission Failed"
      actions={
        <>
          <Button onClick={onTryAgain} className="w-full sm:w-auto">
            Try Again
          </Button>
          {homeLink}
        </>
      }
    >
      <div role="alert" className="flex flex-col gap-1">
        <p className="font-medium text-ink">{message || SUBMIT_VERIFICATION_FAILED}</p>
        {detail && <p className="text-sm text-ink-muted">{detail}</p>}
      </div>
      <p className="text-sm text-ink-muted">Your answers and documents are kept. You can try again now.</p>
    </PortalMessage>
  );
}
