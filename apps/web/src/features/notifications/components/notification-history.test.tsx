import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import type { NotificationFilters } from '../api/notifications-api';
import { NotificationHistory } from './notification-history';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const submitted = {
  id: '9d3c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b',
  type: 'verification',
  event: 'verification.submitted',
  status: 'SUBMITTED',
  documentType: null,
  verificationId: '3f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b',
  candidateName: 'Priya Raman',
  createdAt: '2026-11-26T10:00:00.000Z',
  readAt: null,
};

function renderHistory(markAnswer: Response, filters: NotificationFilters = { type: '', unread: false }) {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url.includes('/read')
        ? markAnswer
        : json({ success: true, notifications: [submitted], nextCursor: null, unreadCount: 1 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onFiltersChange = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <NotificationHistory filters={filters} onFiltersChange={onFiltersChange} />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { fetchMock, onFiltersChange, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationHistory', () => {
  it('names the candidate, links to the verification and changes the filters', async () => {
    const { fetchMock, onFiltersChange, user } = renderHistory(json({}), {
      type: 'verification',
      unread: false,
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('New submission');
    expect(item).toHaveTextContent('Priya Raman submitted the verification.');
    expect(within(item).getByRole('link', { name: 'Priya Raman' })).toHaveAttribute(
      'href',
      `/verifications/${submitted.verificationId}`,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toContain('type=verification');
    expect(screen.getByRole('button', { name: 'Verifications' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ type: 'document', unread: false });
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ type: 'verification', unread: true });
  });

  it("shows the server's message when marking read fails", async () => {
    const { user } = renderHistory(
      json({ success: false, error: 'Notification not found', code: 'NOT_FOUND', requestId: 'r1' }, 404),
    );
    await user.click(await screen.findByRole('button', { name: /^Mark as read: Priya Raman/ }));
    expect(await screen.findByText('Notification not found')).toBeVisible();
  });
});
