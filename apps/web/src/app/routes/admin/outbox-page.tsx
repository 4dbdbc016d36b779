import type { OutboxEmail } from '@candor/contracts';
import { Button, EmptyState, Skeleton } from '../../../components/ui';
import { useOutbox } from '../../../features/account/api/outbox-api';
import { useDocumentTitle } from '../../../lib/use-document-title';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const LINK = /https?:\/\/[^\s<>"]+/g;

/** The links of a mail, opened in this browser (same site: the path is kept, the origin is ours). */
function linksOf(email: OutboxEmail): { label: string; href: string }[] {
  return [...email.text.matchAll(LINK)].map((match) => {
    const url = new URL(match[0]);
    const sameSite = url.origin === window.location.origin || url.hostname === 'localhost';
    return { label: url.pathname, href: sameSite ? url.pathname + url.search : url.href };
  });
}

/** Platform administrators of a demo installation: the mails kept in the outbox, newest first. */
function OutboxPage() {
  useDocumentTitle('Outbox');
  const outbox = useOutbox();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Outbox</h1>
        <p className="mt-1 text-ink-muted">
          Without an SMTP server, mail is kept here so its links can be opened (demo installations only).
        </p>
      </div>
      {outbox.isPending ? (
        <Skeleton className="h-40 w-full" announce />
      ) : outbox.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          The outbox could not be loaded: {outbox.error.message}
          <Button size="sm" variant="secondary" onClick={() => void outbox.refetch()}>
            Retry
          </Button>
        </div>
      ) : !outbox.data.enabled ? (
        <EmptyState
          title="The outbox is shown in demo mode only"
          description="In this installation mail is for its recipients only."
        />
      ) : outbox.data.emails.length === 0 ? (
        <EmptyState title="No mail yet" />
      ) : (
        <ul aria-label="Emails" className="flex flex-col gap-3">
          {outbox.data.emails.map((email) => (
            <li key={email.id} className="rounded-lg border border-border bg-surface p-4">
              <article aria-label={email.subject} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-medium text-ink">{email.subject}</h2>
                  <span className="text-xs text-ink-muted">{dateTime.format(new Date(email.createdAt))}</span>
                </div>
                <p className="text-sm break-all text-ink-muted">To {email.to}</p>
                <div className="flex flex-wrap gap-2">
                  {linksOf(email).map((link) => (
                    <a
                      key={link.href}
                      href={link.href}
                      className="text-sm font-medium break-all text-brand-700 underline underline-offset-4"
                    >
                      Open {link.label}
                    </a>
                  ))}
                </div>
                <details className="text-sm">
                  <summary className="cursor-pointer text-ink-muted">Show the text</summary>
                  <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap text-ink">
                    {email.text}
                  </pre>
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { OutboxPage as Component };
