import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_MAX, type Notification, type RealtimeEventName } from '@candor/contracts';
import { Bell, BellRing, CircleAlert, FileText, UserCheck, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { casePath } from '../../../lib/case-path';
import { cn } from '../../../lib/cn';
import { loadSession } from '../../../lib/session';
import { notificationFromEvent } from '../lib/notification-from-event';
import { createNotificationStore } from '../lib/notification-store';
import { applyChecksProgress } from '../lib/checks-progress';
import { isStaleAfterEvent } from '../lib/stale-queries';
import { openRealtimeConnection, type RealtimeSocket, type RealtimeStatus } from '../lib/realtime-connection';

export type NotificationCenterProps = {
  /** The session's query cache, if a data page has created it: refreshed when an event arrives. */
  getQueryClient: () => QueryClient | undefined;
  /** Opens the socket (tests pass their own; the default loads socket.io-client). */
  createSocket?: () => Promise<RealtimeSocket>;
  /** Checks the session again after the server refused or closed the connection. */
  recheckSession?: () => Promise<boolean>;
};

const recheckWithServer = () => loadSession(true).then((state) => state.status === 'signed-in');

const statusText: Record<RealtimeStatus, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live updates are on.',
  reconnecting: 'Live updates paused: reconnecting…',
  unavailable: 'Live updates are unavailable. Reload the page to try again.',
};

const typeIcon: Record<Notification['type'], LucideIcon> = {
  verification: UserCheck,
  document: FileText,
  reference: UserCheck,
  alert: BellRing,
};

const timeOfDay = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export const bellLabel = (count: number) =>
  count === 0 ? 'No new notifications' : `${count} new notification${count === 1 ? '' : 's'}`;

/**
 * The signed-in staff member's live notifications (docs/product.md#realtime): one realtime connection
 * for the session, a toast per event, fresh data on the pages that list verifications, and a bell
 * whose badge counts new notifications. Clicking the bell clears them all and shows the recent ones.
 */
export function NotificationCenter({
  getQueryClient,
  createSocket,
  recheckSession = recheckWithServer,
}: NotificationCenterProps) {
  const [store] = useState(createNotificationStore);
  const fresh = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [seen, setSeen] = useState<readonly Notification[]>([]);
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The latest callbacks, read by the connection without reconnecting when they change.
  const latest = useRef({ getQueryClient, createSocket, recheckSession, toast, navigate });
  useEffect(() => {
    latest.current = { getQueryClient, createSocket, recheckSession, toast, navigate };
  });

  // One connection for as long as the signed-in chrome is shown (it unmounts on sign-out).
  useEffect(() => {
    let sequence = 0;
    const refresh = (verificationId: string | null) => {
      void latest.current.getQueryClient()?.invalidateQueries({
        predicate: (query) => isStaleAfterEvent(query.queryKey, verificationId),
      });
    };
    const handleEvent = (event: RealtimeEventName, payload: unknown) => {
      sequence += 1;
      const raised = notificationFromEvent(event, payload, `${Date.now()}-${sequence}`, new Date());
      if (!raised) return;
      store.add(raised.notification);
      const { verificationId } = raised.notification;
      latest.current.toast({
        title: raised.notification.title,
        description: raised.notification.message,
        variant: raised.variant,
        ...(verificationId
          ? {
              action: {
                label: 'Open case',
                href: casePath(verificationId),
                onSelect: () => void latest.current.navigate(casePath(verificationId)),
              },
            }
          : {}),
      });
      refresh(raised.verificationId);
    };
    const handleChecksProgress = (payload: unknown) => {
      const queryClient = latest.current.getQueryClient();
      if (queryClient) applyChecksProgress(queryClient, payload);
    };
    // Events sent while there was no connection are lost: catch up when it is (back) up. That
    // includes the first connection, which opens after the page fetched its data: a change in
    // between (a check run finishing) would otherwise stay unseen until the next event.
    let missed = true;
    const handleStatus = (next: RealtimeStatus) => {
      if (next === 'reconnecting' || next === 'unavailable') missed = true;
      if (next === 'live' && missed) {
        missed = false;
        refresh(null);
      }
      setStatus(next);
    };
    const { createSocket: create } = latest.current;
    return openRealtimeConnection({
      onEvent: handleEvent,
      onChecksProgress: handleChecksProgress,
      onStatus: handleStatus,
      recheckSession: () => latest.current.recheckSession(),
      ...(create ? { createSocket: create } : {}),
    });
  }, [store]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  function handleBellClick() {
    // Clicking the bell clears all; the cleared ones stay listed as recent (docs/product.md#notifications-and-event-log).
    const cleared = store.clear();
    if (cleared.length > 0) setSeen((list) => [...cleared, ...list].slice(0, NOTIFICATIONS_MAX));
    setOpen((value) => !value);
  }

  const count = fresh.length;
  const recent = [
    ...fresh.map((notification) => ({ notification, isNew: true })),
    ...seen.map((notification) => ({ notification, isNew: false })),
  ].slice(0, NOTIFICATIONS_MAX);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(count)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={handleBellClick}
        className="relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-canvas focus-visible:outline-2"
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-semibold text-white ring-2 ring-surface"
          >
            {count}
          </span>
        )}
        {status !== 'live' && status !== 'connecting' && (
          <span
            aria-hidden="true"
            className="absolute right-1 bottom-1 size-2 rounded-full bg-amber-500 ring-2 ring-surface"
          />
        )}
      </button>
      <div
        id={panelId}
        role="region"
        aria-labelledby={headingId}
        hidden={!open}
        className={cn(
          'z-50 rounded-lg border border-border bg-surface shadow-lg',
          'fixed inset-x-4 top-16 sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96',
        )}
      >
        <div className="border-b border-border px-4 py-3">
          <h2 id={headingId} className="text-sm font-semibold text-ink">
            Recent notifications
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-ink-muted" role="status">
            {status === 'unavailable' && (
              <CircleAlert aria-hidden="true" className="size-3.5 text-amber-700" />
            )}
            {statusText[status]}
          </p>
        </div>
        {recent.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-ink-muted">
            Nothing yet. Submissions and uploads in your organisation appear here as they happen.
          </p>
        ) : (
          <ul className="max-h-[min(24rem,60dvh)] divide-y divide-border overflow-y-auto">
            {recent.map(({ notification, isNew }) => {
              const Icon = typeIcon[notification.type];
              return (
                <li key={notification.id} className="flex gap-3 px-4 py-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium text-ink">
                      {notification.verificationId ? (
                        <Link
                          to={casePath(notification.verificationId)}
                          className="text-brand-700 underline-offset-4 hover:underline"
                          onClick={() => {
                            setOpen(false);
                          }}
                        >
                          {notification.title}
                        </Link>
                      ) : (
                        notification.title
                      )}
                      {isNew && (
                        <span className="rounded-full bg-brand-50 px-1.5 text-xs font-medium text-brand-800">
                          New
                        </span>
                      )}
                    </p>
                    <p className="text-sm break-words text-ink-muted">{notification.message}</p>
                    <p className="mt-0.5 text-xs text-ink-muted">
                      <time dateTime={notification.timestamp}>
                        {timeOfDay.format(new Date(notification.timestamp))}
                      </time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="border-t border-border px-4 py-2.5">
          <Link
            to="/notifications"
            onClick={() => {
              setOpen(false);
            }}
            className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            See all notifications
          </Link>
        </div>
      </div>
    </div>
  );
}
