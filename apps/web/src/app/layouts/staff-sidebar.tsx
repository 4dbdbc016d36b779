import {
  BadgeCheck,
  BarChart3,
  Briefcase,
  ClipboardList,
  CreditCard,
  FileClock,
  Inbox,
  Gauge,
  GraduationCap,
  LayoutDashboard,
  Mail,
  MailCheck,
  Settings,
  Shield,
  UserPlus,
  Users,
  UserRound,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { VIEW_PERMISSIONS, type Permission } from '@candor/contracts';
import { cn } from '../../lib/cn';
import type { Me } from '../../lib/session';

type Item = {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  anyOf?: readonly Permission[];
  platformAdmin?: boolean;
  /** Only where the install is a demo (the demo outbox). */
  demoOnly?: boolean;
};

/** The signed-in navigation. Items the member cannot use are hidden (the server decides anyway). */
const items: Item[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/dashboard', label: 'Verifications', icon: ClipboardList, anyOf: VIEW_PERMISSIONS },
  { to: '/invite-candidate', label: 'Invite candidate', icon: UserPlus, anyOf: ['initiate_verification'] },
  { to: '/email-verification', label: 'Email pre-check', icon: MailCheck, anyOf: ['initiate_verification'] },
  {
    to: '/education-verification',
    label: 'Education request',
    icon: GraduationCap,
    anyOf: ['initiate_verification'],
  },
  {
    to: '/employment-verification',
    label: 'Employment request',
    icon: Briefcase,
    anyOf: ['initiate_verification'],
  },
  { to: '/my-verification', label: 'My verification', icon: BadgeCheck, anyOf: ['view_own_status'] },
  {
    to: '/admin',
    label: 'Admin',
    icon: Gauge,
    anyOf: ['user_management', 'system_config', 'export_data', ...VIEW_PERMISSIONS],
  },
  { to: '/users', label: 'Users', icon: Users, anyOf: ['user_management'] },
  { to: '/settings', label: 'Settings', icon: Settings, anyOf: ['system_config'] },
  { to: '/billing', label: 'Billing', icon: CreditCard, anyOf: ['billing_management'] },
  { to: '/analytics', label: 'Analytics', icon: BarChart3, anyOf: VIEW_PERMISSIONS },
  { to: '/audit-logs', label: 'Audit logs', icon: FileClock, anyOf: ['view_audit_logs'] },
  { to: '/platform/demo-requests', label: 'Demo requests', icon: Inbox, platformAdmin: true },
  { to: '/platform/outbox', label: 'Outbox', icon: Mail, platformAdmin: true, demoOnly: true },
  { to: '/profile', label: 'Profile', icon: UserRound },
  { to: '/security', label: 'Security', icon: Shield },
];

export function StaffSidebar({ me, available }: { me: Me; available: ReadonlySet<string> }) {
  const permissions = new Set(me.membership?.permissions ?? []);
  const visible = items.filter(
    (item) =>
      available.has(item.to) &&
      (!item.demoOnly || me.demoOutbox) &&
      (item.platformAdmin
        ? me.user.platformAdmin
        : !item.anyOf || item.anyOf.some((p) => permissions.has(p))),
  );
  return (
    <nav aria-label="Workspace" className="px-3 py-4 md:sticky md:top-16">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {visible.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:bg-canvas hover:text-ink',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
