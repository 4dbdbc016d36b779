import { Activity, CheckCircle2, Gauge, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { auditActionLabel } from '@candor/contracts';
import { Card, CardContent, EmptyState, LoadError, Skeleton } from '../../../components/ui';
import { EmailConfirmedNotice } from '../../../features/account/components/email-confirmed-notice';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { ServiceTiles } from '../../../features/dashboard/components/service-tiles';
import { casePath } from '../../../lib/case-path';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardContent className="flex items-start justify-between gap-4 p-5">
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink-muted">{label}</p>
          <p className="mt-2 text-2xl font-semibold tracking-tight break-words text-ink lg:text-3xl">
            {value}
          </p>
        </div>
        <span aria-hidden="true" className="shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700">
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function DashboardPage() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const dashboard = useDashboard();
  const firstName = session.status === 'signed-in' ? session.me.user.firstName : '';
  const cards = dashboard.data?.cards;

  return (
    <div className="flex flex-col gap-8">
      <EmailConfirmedNotice />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {firstName ? `Welcome back, ${firstName}` : 'Dashboard'}
        </h1>
        {session.status === 'signed-in' && session.me.organisation && (
          <p className="mt-1 text-ink-muted">{session.me.organisation.name}</p>
        )}
      </div>

      {dashboard.isError ? (
        <LoadError onRetry={() => void dashboard.refetch()}>
          The dashboard could not be loaded: {dashboard.error.message}
        </LoadError>
      ) : (
        <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          <StatCard
            label="Active verifications"
            icon={<Activity className="size-5" />}
            value={cards ? cards.activeVerifications : <Skeleton className="h-8 w-16" />}
          />
          <StatCard
            label="Completed this month"
            icon={<CheckCircle2 className="size-5" />}
            value={cards ? cards.completedThisMonth : <Skeleton className="h-8 w-16" />}
          />
          <StatCard
            label="Success rate"
            icon={<Gauge className="size-5" />}
            value={
              cards ? (
                cards.successRate === null ? (
                  '—'
                ) : (
                  `${cards.successRate}%`
                )
              ) : (
                <Skeleton className="h-8 w-16" />
              )
            }
          />
          <StatCard
            label="System status"
            icon={<Server className="size-5" />}
            value={cards ? cards.systemStatus : <Skeleton className="h-8 w-24" />}
          />
        </section>
      )}

      {session.status === 'signed-in' && (
        <ServiceTiles permissions={session.me.membership?.permissions ?? []} />
      )}

      <section aria-labelledby="recent-activity">
        <h2 id="recent-activity" className="text-lg font-semibold text-ink">
          Recent activity
        </h2>
        <Card className="mt-3">
          <CardContent className="p-0">
            {dashboard.isPending ? (
              <div className="flex flex-col gap-3 p-5">
                <Skeleton className="h-5 w-2/3" announce />
                <Skeleton className="h-5 w-1/2" />
              </div>
            ) : dashboard.data && dashboard.data.recentActivity.length > 0 ? (
              <ul className="divide-y divide-border">
                {dashboard.data.recentActivity.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm"
                  >
                    <span className="min-w-0 text-ink">
                      {auditActionLabel(item.action)}
                      {item.verificationId && item.candidateName && (
                        <>
                          {' · '}
                          <Link
                            to={casePath(item.verificationId)}
                            className="font-medium text-brand-700 underline-offset-4 hover:underline"
                          >
                            {item.candidateName}
                          </Link>
                        </>
                      )}
                      {item.actorName && item.actorName !== item.candidateName && (
                        <span className="text-ink-muted"> · by {item.actorName}</span>
                      )}
                    </span>
                    <time dateTime={item.createdAt} className="text-ink-muted">
                      {dateTime.format(new Date(item.createdAt))}
                    </time>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                title="No activity yet"
                description="Invite a candidate and their progress will show here."
              />
            )}
          </CardContent>
        </Card>
      </section>
    </div>
  );
}

export { DashboardPage as Component };
