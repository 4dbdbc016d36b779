import { Download, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { auditActionLabel, type EventLogEntry } from '@candor/contracts';
import { Button, Dialog, EmptyState, Skeleton, StatusBadge } from '../../../components/ui';
import { casePath } from '../../../lib/case-path';
import { useClearEvents, useEvents } from '../api/review-api';
import { formatDateTime } from '../format';

/** Saves the shown entries as a JSON file named with today's date. */
function exportJson(events: EventLogEntry[]) {
  const blob = new Blob([JSON.stringify(events, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `event-logs-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/** The 50 most recent events, newest first (docs/product.md#notifications-and-event-log); Clear hides them for this user only. */
export function EventLogDialog({ onClose }: { onClose: () => void }) {
  const events = useEvents(true);
  const clear = useClearEvents();
  const list = events.data?.events ?? [];

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title="Event Logs"
      description="The 50 most recent events of the verifications you can see, newest first."
      footer={
        <>
          <Button
            variant="secondary"
            disabled={list.length === 0 || clear.isPending}
            onClick={() => {
              exportJson(list);
            }}
          >
            <Download aria-hidden="true" className="size-4" />
            Export as JSON
          </Button>
          <Button
            variant="danger"
            disabled={list.length === 0}
            loading={clear.isPending}
            onClick={() => {
              clear.mutate();
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Clear
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-xs text-ink-muted">
          Clearing hides these entries from your view only; the audit trail keeps every event.
        </p>
        {clear.isError && (
          <p role="alert" className="text-sm text-red-700">
            The log could not be cleared: {clear.error.message}
          </p>
        )}
        {events.isPending ? (
          <Skeleton className="h-40 w-full" announce label="Loading events…" />
        ) : events.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
            The events could not be loaded: {events.error.message}
            <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
              Retry
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            title="No events"
            headingLevel={3}
            description="New events appear here as they happen."
          />
        ) : (
          <ol
            aria-label="Events"
            className="flex flex-col divide-y divide-border rounded-md border border-border"
          >
            {list.map((event) => (
              <li key={event.id} className="flex flex-col gap-1 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-ink">
                    {auditActionLabel(event.type)}
                    {event.verificationId && (
                      <>
                        {' · '}
                        <Link
                          to={casePath(event.verificationId)}
                          className="text-brand-700 underline underline-offset-4"
                        >
                          {event.candidateName ?? 'Open the case'}
                        </Link>
                      </>
                    )}
                  </span>
                  <time dateTime={event.timestamp} className="text-xs text-ink-muted">
                    {formatDateTime(event.timestamp)}
                  </time>
                </div>
                <p className="text-ink">{event.message}</p>
                <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                  {event.status && <StatusBadge status={event.status} />}
                  {event.agent && <span>By {event.agent}</span>}
                  {event.error && <span className="text-red-700">Error: {event.error}</span>}
                </div>
              </li>
            ))}
          </ol>
        )}
        <p aria-live="polite" className="sr-only">
          {clear.isSuccess ? 'Event log cleared.' : ''}
        </p>
      </div>
    </Dialog>
  );
}
