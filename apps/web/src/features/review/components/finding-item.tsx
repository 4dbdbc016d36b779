import { useState } from 'react';
import type { Finding, FindingDecision, FindingSeverity } from '@candor/contracts';
import { Button, TextareaField } from '../../../components/ui';
import { formatDateTime } from '../format';

const severityStyles: Record<FindingSeverity, string> = {
  high: 'border-red-200 bg-red-50 text-red-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-800',
  low: 'border-sky-200 bg-sky-50 text-sky-800',
  info: 'border-slate-200 bg-slate-50 text-slate-700',
};

const statusWords: Record<Finding['status'], string> = {
  consistent: 'Consistent',
  discrepancy: 'Discrepancy',
  risk_signal: 'Risk signal',
  unverifiable: 'Cannot tell',
  verified: 'Verified by a person',
};

/**
 * One finding: what it says, how serious, its evidence, and its review (or the form to review it).
 * A consistent finding (the data agrees with the reference) has nothing to confirm or dismiss.
 */
export function FindingItem({
  finding,
  canReview,
  reviewing,
  onReview,
}: {
  finding: Finding;
  canReview: boolean;
  reviewing: boolean;
  onReview: (decision: FindingDecision, note: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(decision: FindingDecision) {
    if (!note.trim()) {
      setError('Note is required');
      return;
    }
    setError(null);
    try {
      await onReview(decision, note.trim());
      setOpen(false);
      setNote('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The review could not be saved. Try again.');
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-medium capitalize ${severityStyles[finding.severity]}`}
        >
          {finding.severity}
        </span>
        <span className="text-xs text-ink-muted">{statusWords[finding.status]}</span>
        <code className="text-xs text-ink-muted">{finding.code}</code>
      </div>
      <p className={finding.review?.decision === 'dismissed' ? 'text-ink-muted line-through' : 'text-ink'}>
        {finding.message}
      </p>
      <details className="text-xs text-ink-muted">
        <summary className="cursor-pointer">Evidence ({finding.evidence.length})</summary>
        <ul className="mt-1 flex flex-col gap-1">
          {finding.evidence.map((item, index) => (
            <li key={index} className="break-words">
              <span className="font-medium text-ink">{item.source}</span>: {item.value}
              {item.detail ? ` — ${item.detail}` : ''}
            </li>
          ))}
        </ul>
      </details>
      {finding.review ? (
        <p className="text-xs text-ink-muted">
          {finding.review.decision === 'dismissed' ? 'Dismissed' : 'Confirmed'} by {finding.review.by} on{' '}
          {formatDateTime(finding.review.at)}: {finding.review.note}
        </p>
      ) : canReview && finding.status !== 'consistent' && !open ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setOpen(true);
            }}
          >
            Review finding
          </Button>
        </div>
      ) : null}
      {open && !finding.review && (
        <div className="flex flex-col gap-2">
          <TextareaField
            label="Note"
            required
            rows={2}
            value={note}
            error={error ?? undefined}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={reviewing} onClick={() => void submit('confirmed')}>
              Confirm
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={reviewing}
              onClick={() => void submit('dismissed')}
            >
              Dismiss
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={reviewing}
              onClick={() => {
                setOpen(false);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
