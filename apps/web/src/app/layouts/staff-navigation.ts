import {
  BadgeCheck,
  BarChart3,
  Bell,
  Briefcase,
  ClipboardList,
  FileCheck2,
  FileClock,
  FileText,
  FileSearch,
  Gauge,
  GraduationCap,
  Inbox,
  LayoutDashboard,
  Mail,
  MailCheck,
  MessagesSquare,
  Settings,
  CreditCard,
  Shield,
  ShieldCheck,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { VIEW_PERMISSIONS, type Permission } from '@candor/contracts';
import type { Me } from '../../lib/session';

export type NavigationItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  anyOf?: readonly Permission[];
  platformAdmin?: boolean;
  /** Only where the install is a demo (the demo outbox). */
  demoOnly?: boolean;
};

/**
 * The signed-in navigation, shared by the sidebar (wide screens) and the header's menu (phones).
 * Items the member cannot use are hidden (the server decides anyway); an item whose page does not
 * exist is never shown, so no entry can bounce to the home page.
 */
export const navigationItems: readonly NavigationItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/dashboard', label: 'Verifications', icon: ClipboardList, anyOf: VIEW_PERMISSIONS },
  { to: '/notifications', label: 'Notifications', icon: Bell, anyOf: VIEW_PERMISSIONS },
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
  { to: '/linkedin-verification', label: 'LinkedIn comparison', icon: FileSearch, anyOf: VIEW_PERMISSIONS },
  {
    to: '/background-screening',
    label: 'Background screening',
    icon: ShieldCheck,
    anyOf: ['initiate_verification'],
  },
  {
    to: '/reference-checks',
    label: 'Reference checks',
    icon: MessagesSquare,
    anyOf: ['initiate_verification'],
  },
  { to: '/demo-report', label: 'Demo report', icon: FileText, anyOf: ['initiate_verification'] },
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
  {
    to: '/compliance-reports',
    label: 'Compliance reports',
    icon: FileCheck2,
    anyOf: ['generate_compliance_reports'],
  },
  { to: '/platform/demo-requests', label: 'Demo requests', icon: Inbox, platformAdmin: true },
  { to: '/platform/outbox', label: 'Outbox', icon: Mail, platformAdmin: true, demoOnly: true },
  { to: '/profile', label: 'Profile', icon: UserRound },
  { to: '/security', label: 'Security', icon: Shield },
];

/** The entries this member sees, among the pages that exist. */
export function visibleNavigation(me: Me, available: ReadonlySet<string>): NavigationItem[] {
  const permissions = new Set(me.membership?.permissions ?? []);
  return navigationItems.filter(
    (item) =>
      available.has(item.to) &&
      (!item.demoOnly || me.demoOutbox) &&
      (item.platformAdmin
        ? me.user.platformAdmin
        : !item.anyOf || item.anyOf.some((p) => permissions.has(p))),
  );
}
