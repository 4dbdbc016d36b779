import { NOTIFICATION_TYPES, type NotificationItem, type NotificationType } from '@candor/contracts';
import {
  BellOff,
  BellRing,
  CheckCheck,
  FileText,
  MessagesSquare,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button, Card, Checkbox, EmptyState, LoadError, Skeleton, useToast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import {
  useMarkNotificationsRead,
  useNotificationHistory,
  type NotificationFilters,
} from '../api/notifications-api';
import { notificationText } from '../lib/notification-text';

const typeIcon: Record<NotificationType, LucideIcon> = {
  verification: UserCheck,
  document: FileText,
  reference: MessagesSquare,
  alert: BellRing,
};

/** The kinds the history keeps: every entry is about a verification, so live alerts are not among them. */
type HistoryType = Exclude<NotificationType, 'alert'>;
const HISTORY_TYPES = NOTIFICATION_TYPES.filter((type): type is HistoryType => type !== 'alert');

/** The type filter's choices, in the order shown. */
export const typeFilterLabels: Record<HistoryType | '', string> = {
  '': 'All',
  verification: 'Verifications',
  document: 'Documents',
  reference: 'References',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export type NotificationHistoryProps = {
  filters: NotificationFilters;
  onFiltersChange: (next: NotificationFilters) => void;
};

/**
 * The member's full notification history (/notifications): filter by type or unread, mark one or
 * all read, each item linking to its verification; "Load more" pages back in time.
 */
export function NotificationHistory({ filters, onFiltersChange }: NotificationHistoryProps) {
  const history = useNotificationHistory(filters);
  const markRead = useMarkNotificationsRead();
  const { toast } = useToast();
  const items = history.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadCount = history.data?.pages[0]?.unreadCount ?? 0;
  const filtered = filters.type !== '' || filters.unread;

  const mark = (id: string | null) => {
    markRead.mutate(id, {
      onError: (error) => {
        toast({ title: 'Not marked as read', description: error.message, variant: 'error' });
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div
            role="group"
            aria-label="Type"
            className="inline-flex rounded-md border border-border bg-surface p-0.5"
          >
            {(['', ...HISTORY_TYPES] as const).map((type) => (
              <button
                key={type || 'all'}
                type="button"
                aria-pressed={filters.type === type}
                onClick={() => {
                  onFiltersChange({ ...filters, type });
                }}
                className={cn(
                  'rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2',
                  filters.type === type
                    ? 'bg-brand-700 text-white'
                    : 'text-ink-muted hover:bg-canvas hover:text-ink',
                )}
              >
                {typeFilterLabels[type]}
              </button>
            ))}
          </div>
          <Checkbox
            label="Unread only"
            checked={filters.unread}
            onChange={(event) => {
              onFiltersChange({ ...filters, unread: event.target.checked });
            }}
          />
        </div>
        <div className="flex items-center gap-3">
          <p aria-live="polite" className="text-sm text-ink-muted">
            {history.isSuccess && `${unreadCount} unread`}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={unreadCount === 0}
            loading={markRead.isPending && markRead.variables === null}
            onClick={() => {
              mark(null);
            }}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            Mark all as read
          </Button>
        </div>
      </div>

      {history.isPending ? (
        <Skeleton className="h-64 w-full" announce label="Loading notifications…" />
      ) : history.isError && !history.isFetchNextPageError ? (
        <LoadError onRetry={() => void history.refetch()}>
          The notifications could not be loaded: {history.error.message}
        </LoadError>
      ) : items.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title={filtered ? 'No notifications match' : 'No notifications yet'}
          description={
            filtered
              ? 'Try another type, or show read notifications too.'
              : 'Invitations, submissions, uploads and decisions about the verifications you can see appear here.'
          }
        />
      ) : (
        <>
          <Card className="overflow-hidden">
            <ul aria-label="Notifications" className="divide-y divide-border">
              {items.map((item) => (
                <NotificationRow
                  key={item.id}
                  item={item}
                  marking={markRead.isPending && markRead.variables === item.id}
                  onMarkRead={() => {
                    mark(item.id);
                  }}
                />
              ))}
            </ul>
          </Card>
          {history.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              More notifications could not be loaded: {history.error.message}
            </p>
          )}
          {history.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function NotificationRow({
  item,
  marking,
  onMarkRead,
}: {
  item: NotificationItem;
  marking: boolean;
  onMarkRead: () => void;
}) {
  const Icon = typeIcon[item.type];
  const text = notificationText(item);
  const unread = item.readAt === null;
  return (
    <li className={cn('flex flex-wrap gap-x-3 px-4 py-3 sm:flex-nowrap sm:px-5', unread && 'bg-brand-50/40')}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1 basis-[calc(100%-2rem)] sm:basis-auto">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink">
          <span className={cn(unread ? 'font-semibold' : 'font-medium')}>{text.title}</span>
          {unread && (
            <span className="rounded-full bg-brand-100 px-1.5 text-xs font-medium text-brand-800">
              Unread
            </span>
          )}
        </p>
        <p className="text-sm break-words text-ink-muted">
          {text.before}
          <Link
            to={`/verifications/${item.verificationId}`}
            className="font-medium text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
          >
            {item.candidateName}
          </Link>
          {text.after}
        </p>
        <p className="mt-0.5 text-xs text-ink-muted">
          <time dateTime={item.createdAt}>{dateTime.format(new Date(item.createdAt))}</time>
        </p>
      </div>
      {unread && (
        <Button
          variant="ghost"
          size="sm"
          loading={marking}
          aria-label={`Mark as read: ${text.message}`}
          onClick={onMarkRead}
          className="shrink-0 self-start max-sm:mt-1 max-sm:ml-5"
        >
          Mark as read
        </Button>
      )}
    </li>
  );
}
