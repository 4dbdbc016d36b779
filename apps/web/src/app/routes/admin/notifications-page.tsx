import { NOTIFICATION_TYPES, type NotificationType } from '@candor/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadingScreen } from '../../../components/ui';
import type { NotificationFilters } from '../../../features/notifications/api/notifications-api';
import { NotificationHistory } from '../../../features/notifications/components/notification-history';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const isNotificationType = (value: string | null): value is NotificationType =>
  NOTIFICATION_TYPES.some((type) => type === value);

/** The filters live in the address (?type=document&unread=true), so a filtered view can be shared. */
function filtersFrom(params: URLSearchParams): NotificationFilters {
  const type = params.get('type');
  return { type: isNotificationType(type) ? type : '', unread: params.get('unread') === 'true' };
}

/** /notifications — the member's full notification history. */
function NotificationsPage() {
  useDocumentTitle('Notifications');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  if (session.status !== 'signed-in') return <LoadingScreen />;
  const canSee =
    sessionCan(session, 'view_all_verifications') ||
    sessionCan(session, 'view_department_verifications') ||
    sessionCan(session, 'view_own_verifications');

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Notifications</h1>
        <p className="mt-1 text-ink-muted">
          What happened to the verifications you can see, newest first. Each one opens its verification.
        </p>
      </div>
      {canSee ? (
        <NotificationHistory
          filters={filters}
          onFiltersChange={(next) => {
            const search = new URLSearchParams();
            if (next.type) search.set('type', next.type);
            if (next.unread) search.set('unread', 'true');
            setParams(search, { replace: true });
          }}
        />
      ) : (
        <EmptyState
          title="No notifications for your role"
          description="Notifications are about verifications. Ask your organisation's administrator for a role that can see them."
        />
      )}
    </div>
  );
}

export { NotificationsPage as Component };
