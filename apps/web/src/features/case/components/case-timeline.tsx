import { Bot, History, UserRound, UsersRound } from 'lucide-react';
import type { TimelineActorKind, TimelineEntry } from '@candor/contracts';
import { Button, LoadError, Skeleton } from '../../../components/ui';
import { formatDateTime } from '../../review/format';
import { useTimeline } from '../api/case-api';

const actorIcon: Record<TimelineActorKind, typeof UserRound> = {
  staff: UsersRound,
  candidate: UserRound,
  system: Bot,
  visitor: UserRound,
};

/** Who acted, as the timeline says it: "by Priya Raman", "by Ada Lovelace (candidate)", "by Candor". */
export function actorText(entry: Pick<TimelineEntry, 'actor'>): string {
  return entry.actor.kind === 'candidate' ? `${entry.actor.name} (candidate)` : entry.actor.name;
}

function TimelineItem({ entry, last }: { entry: TimelineEntry; last: boolean }) {
  const Icon = actorIcon[entry.actor.kind];
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0">
      {!last && <span aria-hidden="true" className="absolute top-8 bottom-0 left-4 w-px bg-border" />}
      <span
        aria-hidden="true"
        className={`relative flex size-8 shrink-0 items-center justify-center rounded-full ${
          entry.actor.kind === 'system'
            ? 'bg-slate-100 text-slate-700'
            : entry.actor.kind === 'candidate'
              ? 'bg-teal-100 text-teal-800'
              : 'bg-brand-50 text-brand-700'
        }`}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-ink">{entry.label}</p>
        <p className="text-ink-muted [overflow-wrap:anywhere]">
          by <span className="text-ink">{actorText(entry)}</span>
        </p>
        {entry.detail && <p className="mt-0.5 text-ink-muted">{entry.detail}</p>}
        <time dateTime={entry.at} className="mt-0.5 block text-xs text-ink-muted">
          {formatDateTime(entry.at)}
        </time>
      </div>
    </li>
  );
}

/** Everything that happened to the verification, newest first, from its audit trail. */
export function CaseTimeline({ verificationId }: { verificationId: string }) {
  const timeline = useTimeline(verificationId);
  const entries = timeline.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section
      aria-labelledby="case-timeline-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-2">
        <History aria-hidden="true" className="size-5 text-ink-muted" />
        <h2 id="case-timeline-heading" className="text-lg font-semibold text-ink">
          Timeline
        </h2>
      </div>
      {timeline.isPending ? (
        <Skeleton className="h-40 w-full" announce label="Loading the timeline…" />
      ) : !timeline.data ? (
        <LoadError onRetry={() => void timeline.refetch()}>
          The timeline could not be loaded: {timeline.error.message}
        </LoadError>
      ) : entries.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing has been recorded for this verification yet.</p>
      ) : (
        <>
          <ol aria-label="What happened, newest first" className="flex flex-col">
            {entries.map((entry, index) => (
              <TimelineItem key={entry.id} entry={entry} last={index === entries.length - 1} />
            ))}
          </ol>
          {timeline.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              loading={timeline.isFetchingNextPage}
              onClick={() => void timeline.fetchNextPage()}
            >
              Show earlier events
            </Button>
          )}
          {timeline.isError && (
            <p role="alert" className="text-sm text-red-700">
              The timeline could not be brought up to date: {timeline.error.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
