import {
  BarChart3,
  ClipboardList,
  Download,
  FileClock,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { casePath } from '../../../lib/case-path';
import { shortId, VIEW_PERMISSIONS, verificationTypeLabels, type Permission } from '@candor/contracts';
import {
  Button,
  EmptyState,
  LoadError,
  LoadingScreen,
  Skeleton,
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui';
import { useAdminOverview, useExportReports } from '../../../features/reports/api/reports-api';
import { StatCard } from '../../../features/reports/components/stat-card';
import { sessionCan, useSession, type SessionState } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

type AdminLink = {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  anyOf: readonly Permission[];
};

/** The admin sub-pages, each offered only to a member whose role includes it. */
const adminLinks: AdminLink[] = [
  {
    to: '/admin/dashboard',
    label: 'Verification dashboard',
    description: 'Review submissions, ask for more and decide.',
    icon: ClipboardList,
    anyOf: VIEW_PERMISSIONS,
  },
  {
    to: '/analytics',
    label: 'Analytics',
    description: 'Volumes, success rate and how long each stage takes.',
    icon: BarChart3,
    anyOf: VIEW_PERMISSIONS,
  },
  {
    to: '/users',
    label: 'Users',
    description: 'Who can sign in, and with which roles.',
    icon: Users,
    anyOf: ['user_management'],
  },
  {
    to: '/settings',
    label: 'Settings',
    description: 'Timeouts, notifications, limits and reminders.',
    icon: Settings,
    anyOf: ['system_config'],
  },
  {
    to: '/audit-logs',
    label: 'Audit logs',
    description: 'Who did what, and when: the full trail.',
    icon: FileClock,
    anyOf: ['view_audit_logs'],
  },
];

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const canAny = (session: SessionState, permissions: readonly Permission[]) =>
  permissions.some((p) => sessionCan(session, p));

/** The candidate's name, opening the case page. */
function CaseLink({ id, name }: { id: string; name: string | undefined }) {
  return (
    <Link
      to={casePath(id)}
      title={name}
      className="block truncate font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {name ?? 'Open the case'}
    </Link>
  );
}

function Overview() {
  const overview = useAdminOverview();
  const stats = overview.data?.stats;
  const figure = (value: number | undefined) =>
    value === undefined ? <Skeleton className="h-8 w-14" /> : value;

  if (overview.isError) {
    return (
      <LoadError onRetry={() => void overview.refetch()}>
        The overview could not be loaded: {overview.error.message}
      </LoadError>
    );
  }

  return (
    <>
      <section aria-labelledby="admin-stats">
        <h2 id="admin-stats" className="sr-only">
          Statistics
        </h2>
        {overview.isPending && (
          <span role="status" className="sr-only">
            Loading the overview…
          </span>
        )}
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard label="Total" value={figure(stats?.total)} />
          <StatCard label="Pending" value={figure(stats?.pending)} hint="Not decided yet" />
          <StatCard label="Completed" value={figure(stats?.completed)} />
          <StatCard label="Failed" value={figure(stats?.failed)} />
        </dl>
      </section>

      <section aria-labelledby="admin-requests" className="flex flex-col gap-3">
        <h2 id="admin-requests" className="text-lg font-semibold text-ink">
          Recent requests
        </h2>
        {overview.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : overview.data.requests.length === 0 ? (
          <EmptyState
            title="No requests yet"
            description="Verification requests appear here as soon as you invite a candidate."
            action={
              <Link
                to="/invite-candidate"
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                Invite a candidate
              </Link>
            }
          />
        ) : (
          <>
            <ul
              aria-label="The 10 most recent verification requests"
              className="divide-y divide-border rounded-lg border border-border bg-surface sm:hidden"
            >
              {overview.data.requests.map((request) => (
                <li key={request.id} className="flex flex-col gap-1 px-4 py-3">
                  <div className="flex items-center justify-between gap-3">
                    <CaseLink id={request.id} name={request.candidateName} />
                    <StatusBadge status={request.status} />
                  </div>
                  <p className="text-sm text-ink-muted">
                    <code className="font-mono" title={request.id}>
                      {shortId(request.id)}
                    </code>{' '}
                    · {verificationTypeLabels[request.type]} · {dateTime.format(new Date(request.createdAt))}
                  </p>
                </li>
              ))}
            </ul>
            <Table
              caption="The 10 most recent verification requests"
              captionHidden
              containerClassName="hidden sm:block"
            >
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Candidate</TableHeaderCell>
                  <TableHeaderCell>ID</TableHeaderCell>
                  <TableHeaderCell>Type</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Created</TableHeaderCell>
                  <TableHeaderCell className="hidden lg:table-cell">Profile</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {overview.data.requests.map((request) => (
                  <TableRow key={request.id}>
                    <TableCell className="max-w-[14rem]">
                      <CaseLink id={request.id} name={request.candidateName} />
                    </TableCell>
                    <TableCell>
                      <code className="font-mono text-sm" title={request.id}>
                        {shortId(request.id)}
                      </code>
                    </TableCell>
                    <TableCell>{verificationTypeLabels[request.type]}</TableCell>
                    <TableCell>
                      <StatusBadge status={request.status} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {dateTime.format(new Date(request.createdAt))}
                    </TableCell>
                    <TableCell className="hidden max-w-[16rem] truncate lg:table-cell">
                      {request.profileUrl ? (
                        <a
                          href={request.profileUrl}
                          target="_blank"
                          rel="noreferrer noopener"
                          className="text-brand-700 underline underline-offset-4"
                        >
                          {request.profileUrl}
                        </a>
                      ) : (
                        <span className="text-ink-muted">—</span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </section>
    </>
  );
}

function ExportReports() {
  const exportReports = useExportReports();
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        variant="secondary"
        loading={exportReports.isPending}
        onClick={() => {
          exportReports.mutate();
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        Export Reports
      </Button>
      <p aria-live="polite" className="text-sm">
        {exportReports.isError ? (
          <span role="alert" className="text-red-700">
            The export failed: {exportReports.error.message}
          </span>
        ) : exportReports.isSuccess ? (
          <span className="text-ink-muted">Downloaded {exportReports.data}</span>
        ) : null}
      </p>
    </div>
  );
}

/** /admin — the administration panel (docs/product.md#screens). */
function AdminPanelPage() {
  useDocumentTitle('Admin');
  const session = useSession();
  if (session.status !== 'signed-in') return <LoadingScreen />;

  const links = adminLinks.filter((link) => canAny(session, link.anyOf));
  const canView = canAny(session, VIEW_PERMISSIONS);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Admin</h1>
          <p className="mt-1 text-ink-muted">
            {session.me.organisation?.name ?? 'Your organisation'} at a glance.
          </p>
        </div>
        {sessionCan(session, 'export_data') && <ExportReports />}
      </div>

      {canView ? (
        <Overview />
      ) : (
        <p className="rounded-lg border border-border bg-surface p-4 text-sm text-ink-muted">
          Your role does not include viewing verifications, so no statistics are shown here.
        </p>
      )}

      {links.length > 0 && (
        <nav aria-labelledby="admin-pages">
          <h2 id="admin-pages" className="mb-3 text-lg font-semibold text-ink">
            Administration
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {links.map(({ to, label, description, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full items-start gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50/40"
                >
                  <span aria-hidden="true" className="rounded-md bg-brand-50 p-2 text-brand-700">
                    <Icon className="size-5" />
                  </span>
                  <span>
                    <span className="block font-medium text-ink">{label}</span>
                    <span className="block text-sm text-ink-muted">{description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

export { AdminPanelPage as Component };
