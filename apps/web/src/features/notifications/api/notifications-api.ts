import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  listNotificationsResponseSchema,
  markNotificationsReadResponseSchema,
  type NotificationType,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { notificationKeys } from '../../../lib/query-keys';

export const NOTIFICATION_PAGE_SIZE = 25;

/** The history's filters: a type ('' for all) and whether only unread ones are shown. */
export type NotificationFilters = { type: NotificationType | ''; unread: boolean };

function historyPath(filters: NotificationFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
  if (filters.type) params.set('type', filters.type);
  if (filters.unread) params.set('unread', 'true');
  if (cursor) params.set('cursor', cursor);
  return `/notifications?${params.toString()}`;
}

/** GET /api/notifications, newest first, one keyset page per "Load more". */
export const notificationHistoryQuery = (filters: NotificationFilters) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(historyPath(filters, pageParam), { schema: listNotificationsResponseSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useNotificationHistory = (filters: NotificationFilters) =>
  useInfiniteQuery({ ...notificationHistoryQuery(filters), placeholderData: keepPreviousData });

/** POST /api/notifications/{id}/read, or /read-all without an id. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiFetch(id ? `/notifications/${id}/read` : '/notifications/read-all', {
        method: 'POST',
        schema: markNotificationsReadResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
