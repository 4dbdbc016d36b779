import { Check, Copy, Link2Off, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui';
import { useResendInvitation, useRevokeLink } from '../api/invitations-api';

/** The candidate's private link after an invitation: copy it, email it again, or revoke it. */
export function CandidateLinkPanel({
  verificationId,
  candidateUrl,
  onUrlChange,
}: {
  verificationId: string;
  candidateUrl: string;
  onUrlChange: (url: string) => void;
}) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [revoked, setRevoked] = useState(false);
  const resend = useResendInvitation();
  const revoke = useRevokeLink();

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => {
      setCopied(false);
    }, 2500);
    return () => {
      window.clearTimeout(timer);
    };
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(candidateUrl);
      setCopied(true);
    } catch {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
      setNote({
        tone: 'error',
        text: 'Copying is blocked in this browser: the link is selected, copy it by hand.',
      });
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-slate-50 p-4">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        Candidate link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={revoked ? '' : candidateUrl}
          placeholder={revoked ? 'This link was revoked' : undefined}
          aria-describedby={`${inputId}-hint`}
          onFocus={(event) => {
            event.target.select();
          }}
          className="block w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 py-2 font-mono text-sm text-ink"
        />
        <Button variant="secondary" onClick={() => void copy()} disabled={revoked} className="shrink-0">
          {copied ? (
            <Check aria-hidden="true" className="size-4 text-green-700" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
        The link is personal to the candidate and was emailed to them. Anyone with it can fill in the form, so
        share it only with the candidate.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          loading={resend.isPending}
          onClick={() => {
            setNote(null);
            resend.mutate(verificationId, {
              onSuccess: (data) => {
                setRevoked(false);
                onUrlChange(data.candidateUrl);
                setNote({
                  tone: 'ok',
                  text: 'A new link was emailed. Links sent earlier keep working until it expires; revoke to end them all.',
                });
              },
              onError: (error) => {
                setNote({ tone: 'error', text: error.message });
              },
            });
          }}
        >
          {!resend.isPending && <Send aria-hidden="true" className="size-4" />}
          Resend email
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          disabled={revoked}
          loading={revoke.isPending}
          onClick={() => {
            setNote(null);
            revoke.mutate(verificationId, {
              onSuccess: () => {
                setRevoked(true);
                setNote({
                  tone: 'ok',
                  text: 'The link was revoked. Resend the email to give the candidate a new one.',
                });
              },
              onError: (error) => {
                setNote({ tone: 'error', text: error.message });
              },
            });
          }}
        >
          {!revoke.isPending && <Link2Off aria-hidden="true" className="size-4" />}
          Revoke link
        </Button>
        <Link
          to={`/verification/${verificationId}/status`}
          className="inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          View status
        </Link>
      </div>
      {note && (
        <p
          role={note.tone === 'error' ? 'alert' : 'status'}
          className={note.tone === 'error' ? 'text-sm text-red-700' : 'text-sm text-ink'}
        >
          {note.text}
        </p>
      )}
    </div>
  );
}
