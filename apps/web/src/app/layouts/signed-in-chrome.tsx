import { QueryClientProvider } from '@tanstack/react-query';
import { VIEW_PERMISSIONS, verificationVisibility } from '@candor/contracts';
import { use, useState } from 'react';
import type { RouteObject } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NotificationCenter } from '../../features/notifications/components/notification-center';
import { VerificationSearch } from '../../features/workspace-search/verification-search';
import type { Me } from '../../lib/session';
import { QueryClientSlotContext } from '../providers';
import { createQueryClient } from '../query-client';
import { adminRoutes } from '../routes/admin/routes';
import { StaffHeader } from './staff-header';
import { StaffSidebar } from './staff-sidebar';

const pathsOf = (routes: readonly RouteObject[], prefix = ''): string[] =>
  routes.flatMap((route) => {
    const here = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    return [...(route.path ? [here] : []), ...pathsOf(route.children ?? [], here)];
  });

/** Pages that exist, so the navigation never links to a path that would bounce to the home page. */
const availablePaths = new Set(pathsOf(adminRoutes));

/** The signed-in chrome (sidebar and user menu), loaded only once someone is signed in. */
export function AccountMenu({ me }: { me: Me }) {
  const slot = use(QueryClientSlotContext);
  // Live notifications for staff who may see verifications (the server refuses anyone else).
  const notified = me.membership !== null && verificationVisibility(me.membership.roles) !== 'none';
  return (
    <>
      {notified && <NotificationCenter key={me.user.id} getQueryClient={() => slot?.client} />}
      <UserMenu me={me} {...(slot?.client ? { queryClient: slot.client } : {})} />
    </>
  );
}

export function Sidebar({ me }: { me: Me }) {
  return <StaffSidebar me={me} available={availablePaths} />;
}

/**
 * The application header of staff pages. Its search reads through the session's query client
 * (created here when the header renders before the page's query layout does).
 */
export function StaffChrome({ me }: { me: Me }) {
  const slot = use(QueryClientSlotContext);
  const [client] = useState(() => (slot ? (slot.client ??= createQueryClient()) : createQueryClient()));
  const permissions = new Set(me.membership?.permissions ?? []);
  const canSearch = VIEW_PERMISSIONS.some((permission) => permissions.has(permission));
  return (
    <QueryClientProvider client={client}>
      <StaffHeader
        me={me}
        available={availablePaths}
        {...(canSearch ? { search: <VerificationSearch /> } : {})}
        actions={<AccountMenu me={me} />}
      />
    </QueryClientProvider>
  );
}
