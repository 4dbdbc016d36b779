import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { VIEW_PERMISSIONS, verificationTypeLabels } from '@candor/contracts';
import { EmptyState, LoadError, LoadingScreen, Skeleton } from '../../../components/ui';
import { useAnalytics } from '../../../features/reports/api/reports-api';
import { formatDuration, formatPercent, NO_VALUE } from '../../../features/reports/components/format';
import { NotAuthorised } from '../../../features/reports/components/not-authorised';
import { StatCard } from '../../../features/reports/components/stat-card';
import { StatusBreakdownChart } from '../../../features/reports/components/status-breakdown-chart';
import { TimingsChart } from '../../../features/reports/components/timings-chart';
import { WeeklyRequestsChart } from '../../../features/reports/components/weekly-requests-chart';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackToAdmin } from './back-to-admin';

function AnalyticsContent() {
  const analytics = useAnalytics();

  if (analytics.isError) {
    return (
      <LoadError onRetry={() => void analytics.refetch()}>
        The analytics could not be loaded: {analytics.error.message}
      </LoadError>
    );
  }

  const data = analytics.data?.analytics;
  const figure = (text: string | undefined) => text ?? <Skeleton className="h-8 w-20" />;

  return (
    <>
      <section aria-labelledby="analytics-figures">
        <h2 id="analytics-figures" className="sr-only">
          Key figures
        </h2>
        {analytics.isPending && (
          <span role="status" className="sr-only">
            Loading analytics…
          </span>
        )}
        <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-4 [&>*]:min-w-0">
          <StatCard label="Total requests" value={figure(data && String(data.totalRequests))} />
          <StatCard
            label="Success rate"
            value={figure(data && formatPercent(data.successRate))}
            hint="Approved share of decided verifications"
          />
          <StatCard
            label="Average processing time"
            value={figure(data && formatDuration(data.averageProcessingTime))}
            hint="From submission to decision"
          />
          <StatCard
            label="Top verification type"
            value={figure(
              data &&
                (data.topVerificationType ? verificationTypeLabels[data.topVerificationType] : NO_VALUE),
            )}
          />
        </dl>
      </section>

      {data && data.totalRequests === 0 ? (
        <EmptyState
          icon={BarChart3}
          title="No data yet"
          description="Charts appear once your organisation has verification requests."
          action={
            <Link to="/invite-candidate" className="font-medium text-brand-700 underline underline-offset-4">
              Invite a candidate
            </Link>
          }
        />
      ) : data ? (
        <section aria-label="Charts" className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <div className="lg:col-span-2">
            <WeeklyRequestsChart weeks={data.requestsPerWeek} />
          </div>
          <StatusBreakdownChart breakdown={data.statusBreakdown} />
          <TimingsChart analytics={data} />
        </section>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-64 w-full lg:col-span-2" />
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </>
  );
}

/** /analytics — figures and charts computed by the server from the verifications the member may see. */
function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const session = useSession();
  if (session.status !== 'signed-in') return <LoadingScreen />;
  const allowed = VIEW_PERMISSIONS.some((p) => sessionCan(session, p));

  return (
    <div className="flex flex-col gap-6">
      <BackToAdmin />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Analytics</h1>
        <p className="mt-1 text-ink-muted">Computed from the verifications you can see.</p>
      </div>
      {allowed ? <AnalyticsContent /> : <NotAuthorised what="verification analytics" />}
    </div>
  );
}

export { AnalyticsPage as Component };
