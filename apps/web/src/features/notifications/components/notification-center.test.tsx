import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { NOTIFICATIONS_MAX, NOTIFICATION_TIMEOUT_MS, REALTIME_UNAUTHENTICATED } from '@candor/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastProvider } from '../../../components/ui/toast';
import type { RealtimeSocket } from '../lib/realtime-connection';
import { NotificationCenter } from './notification-center';

/** An in-memory stand-in for the socket.io client: the test plays the server's part. */
function fakeSocket() {
  const listeners = new Map<string, ((arg: unknown) => void)[]>();
  const socket = {
    active: true,
    connects: 0,
    disconnects: 0,
    on(event: string, listener: (arg: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    connect() {
      socket.connects += 1;
    },
    disconnect() {
      socket.disconnects += 1;
    },
    serverSends(event: string, arg?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(arg);
    },
  };
  return socket satisfies RealtimeSocket;
}

const verificationId = '3f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b';
const submitted = {
  verificationId,
  verificationType: 'FULL',
  status: 'SUBMITTED',
  updatedAt: '2026-03-01T09:30:00.000Z',
};

/** Shows the current path, so a test can see where a click led. */
function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const bell = () => screen.getByRole('button', { name: /new notification/i });

async function renderCenter(options: { recheckSession?: () => Promise<boolean> } = {}) {
  const socket = fakeSocket();
  const queryClient = new QueryClient();
  const recheckSession = vi.fn(options.recheckSession ?? (() => Promise.resolve(true)));
  const view = render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <ToastProvider>
        <NotificationCenter
          getQueryClient={() => queryClient}
          createSocket={() => Promise.resolve(socket)}
          recheckSession={recheckSession}
        />
      </ToastProvider>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  // The socket is created asynchronously (the client library is loaded on demand).
  await act(async () => {
    await Promise.resolve();
  });
  return { socket, queryClient, recheckSession, view };
}

describe('NotificationCenter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('catches up when the first connection opens: what changed since the page fetched is fetched again', async () => {
    const { socket, queryClient } = await renderCenter();
    queryClient.setQueryData(['verifications', 'list', { status: 'all' }], { rows: [] });
    queryClient.setQueryData(['members'], { members: [] });
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(['verifications', 'list', { status: 'all' }])).toBe(false);
    act(() => {
      socket.serverSends('connect');
    });
    expect(stale(['verifications', 'list', { status: 'all' }])).toBe(true);
    expect(stale(['members'])).toBe(false);
  });

  it('connects once, and on an update shows a toast, counts it on the bell and refreshes the lists', async () => {
    const { socket, queryClient } = await renderCenter();
    expect(socket.connects).toBe(1);
    act(() => {
      socket.serverSends('connect');
    });
    expect(screen.getByText('Live updates are on.')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('No new notifications');

    queryClient.setQueryData(['verifications', 'list', { status: 'all' }], { rows: [] });
    queryClient.setQueryData(['dashboard'], { cards: {} });
    queryClient.setQueryData(['events'], { events: [] });
    queryClient.setQueryData(['members'], { members: [] });
    queryClient.setQueryData(['verifications', 'detail', 'someone-else', { reveal: true }], {});

    act(() => {
      socket.serverSends('verification_update', submitted);
    });
    expect(within(toasts()).getByText('New submission')).toBeInTheDocument();
    expect(within(toasts()).getByText('Full verification is now Submitted.')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('1 new notification');

    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(['verifications', 'list', { status: 'all' }])).toBe(true);
    expect(stale(['dashboard'])).toBe(true);
    expect(stale(['events'])).toBe(true);
    expect(stale(['members'])).toBe(false);
    expect(stale(['verifications', 'detail', 'someone-else', { reveal: true }])).toBe(false);

    act(() => {
      socket.serverSends('document_processed', {
        verificationId,
        documentId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        documentType: 'GENERAL',
      });
    });
    expect(within(toasts()).getByText('General document uploaded and stored.')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('2 new notifications');
  });

  it(`keeps ${NOTIFICATIONS_MAX}, removes each toast after 5 seconds, and the bell click clears all`, async () => {
    const { socket } = await renderCenter();
    act(() => {
      for (let n = 0; n < NOTIFICATIONS_MAX + 2; n++) socket.serverSends('verification_update', submitted);
    });
    expect(bell()).toHaveAccessibleName(`${NOTIFICATIONS_MAX} new notifications`);
    expect(within(toasts()).getAllByText('New submission')).toHaveLength(NOTIFICATIONS_MAX);

    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 1);
    });
    expect(within(toasts()).getAllByText('New submission')).toHaveLength(NOTIFICATIONS_MAX);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(toasts()).queryByText('New submission')).not.toBeInTheDocument();
    // The toasts are gone; the bell still counts what arrived until it is clicked.
    expect(bell()).toHaveAccessibleName(`${NOTIFICATIONS_MAX} new notifications`);

    act(() => {
      bell().click();
    });
    expect(bell()).toHaveAccessibleName('No new notifications');
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Recent notifications' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_MAX);
    expect(within(panel).queryByText('New')).not.toBeInTheDocument();
  });

  it('ignores a payload that does not match the contract', async () => {
    const { socket } = await renderCenter();
    act(() => {
      socket.serverSends('verification_update', { status: 'SUBMITTED' });
    });
    expect(bell()).toHaveAccessibleName('No new notifications');
    expect(within(toasts()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when live updates stop, checks the session when refused, and disconnects on unmount', async () => {
    const { socket, recheckSession, view } = await renderCenter({
      recheckSession: () => Promise.resolve(false),
    });
    act(() => {
      socket.serverSends('connect_error', new Error('xhr poll error'));
    });
    expect(screen.getByText('Live updates paused: reconnecting…')).toBeInTheDocument();
    expect(recheckSession).not.toHaveBeenCalled();

    socket.active = false;
    await act(async () => {
      socket.serverSends('connect_error', new Error(REALTIME_UNAUTHENTICATED));
      await Promise.resolve();
    });
    expect(screen.getByText(/Live updates are unavailable/)).toBeInTheDocument();
    expect(recheckSession).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(1);

    view.unmount();
    expect(socket.disconnects).toBe(1);
  });

  it('refreshes the lists when the connection comes back after a gap', async () => {
    const { socket, queryClient } = await renderCenter();
    act(() => {
      socket.serverSends('connect');
    });
    queryClient.setQueryData(['verifications', 'list', {}], { rows: [] });
    act(() => {
      socket.serverSends('disconnect', 'transport close');
    });
    expect(screen.getByText('Live updates paused: reconnecting…')).toBeInTheDocument();
    expect(queryClient.getQueryState(['verifications', 'list', {}])?.isInvalidated).toBe(false);
    act(() => {
      socket.serverSends('connect');
    });
    expect(screen.getByText('Live updates are on.')).toBeInTheDocument();
    expect(queryClient.getQueryState(['verifications', 'list', {}])?.isInvalidated).toBe(true);
  });

  it('connects again after the server closed the connection while the session is still valid', async () => {
    const { socket, recheckSession } = await renderCenter();
    act(() => {
      socket.serverSends('connect');
    });
    socket.active = false;
    await act(async () => {
      socket.serverSends('disconnect', 'io server disconnect');
      await Promise.resolve();
    });
    expect(recheckSession).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(2);
  });

  it('names the candidate in the toast and the bell, and both open the case page', async () => {
    const { socket } = await renderCenter();
    act(() => {
      socket.serverSends('connect');
      socket.serverSends('verification_update', { ...submitted, candidateName: 'Priya Raman' });
    });
    expect(within(toasts()).getByText('Priya Raman submitted their verification.')).toBeInTheDocument();
    const open = within(toasts()).getByRole('link', { name: 'Open case' });
    expect(open).toHaveAttribute('href', `/verifications/${verificationId}`);
    act(() => {
      open.click();
    });
    expect(screen.getByTestId('path')).toHaveTextContent(`/verifications/${verificationId}`);

    act(() => {
      bell().click();
    });
    const item = screen.getByRole('link', { name: 'New submission' });
    expect(item).toHaveAttribute('href', `/verifications/${verificationId}`);
    expect(screen.getAllByText('Priya Raman submitted their verification.').length).toBeGreaterThan(0);
  });
});
