import { Link } from 'react-router';
import { FREE_TRIAL } from '@candor/contracts';
import { Button, Card, CardContent, LoadingScreen, Skeleton } from '../../../components/ui';
import { useBilling } from '../../../features/billing/api/billing-api';
import { UpgradeRequestForm } from '../../../features/billing/components/upgrade-request-form';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** /billing — the plan, verifications used of its limit, the trial's days left, and an upgrade request. */
function BillingPage() {
  useDocumentTitle('Plan and usage');
  const session = useSession();
  const allowed = sessionCan(session, 'billing_management');
  const billing = useBilling(allowed);
  if (session.status !== 'signed-in') return <LoadingScreen />;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Plan and usage</h1>
        <p className="mt-1 text-ink-muted">
          {session.me.organisation?.name ?? 'Your organisation'}&apos;s plan and how much of it is used.
        </p>
      </div>
      {!allowed ? (
        <p role="alert" className="rounded-md border border-border bg-surface p-4 text-sm text-ink">
          Your role does not include billing. Ask your organisation&apos;s Super Administrator.
        </p>
      ) : billing.isPending ? (
        <Skeleton className="h-48 w-full" announce />
      ) : billing.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          Plan and usage could not be loaded: {billing.error.message}
          <Button size="sm" variant="secondary" onClick={() => void billing.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <Card>
            <CardContent className="flex flex-col gap-5 p-5 sm:p-6">
              <dl className="grid gap-4 sm:grid-cols-3">
                <div>
                  <dt className="text-sm text-ink-muted">Plan</dt>
                  <dd className="mt-1 text-xl font-semibold text-ink">{billing.data.billing.planLabel}</dd>
                </div>
                <div>
                  <dt className="text-sm text-ink-muted">Verifications used</dt>
                  <dd className="mt-1 text-xl font-semibold text-ink">
                    {billing.data.billing.verificationLimit === null
                      ? `${billing.data.billing.verificationsUsed} (no limit)`
                      : `${billing.data.billing.verificationsUsed} of ${billing.data.billing.verificationLimit}`}
                  </dd>
                </div>
                {billing.data.billing.trialDaysLeft !== null && (
                  <div>
                    <dt className="text-sm text-ink-muted">Trial</dt>
                    <dd className="mt-1 text-xl font-semibold text-ink">
                      {billing.data.billing.trialDaysLeft === 1
                        ? '1 day left'
                        : `${billing.data.billing.trialDaysLeft} days left`}
                    </dd>
                    {billing.data.billing.trialEndsAt && (
                      <dd className="text-sm text-ink-muted">
                        Ends {dateFormat.format(new Date(billing.data.billing.trialEndsAt))}
                      </dd>
                    )}
                  </div>
                )}
              </dl>
              {billing.data.billing.verificationLimit !== null && (
                <UsageBar
                  used={billing.data.billing.verificationsUsed}
                  limit={billing.data.billing.verificationLimit}
                />
              )}
              {billing.data.billing.invitationsBlocked ? (
                <p
                  role="alert"
                  className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
                >
                  New invitations are paused:{' '}
                  {billing.data.billing.plan === 'trial'
                    ? `the free trial's ${FREE_TRIAL.verifications} verifications or ${FREE_TRIAL.days} days are used up`
                    : 'your plan\u2019s verifications are used up'}
                  . Request an upgrade below to keep inviting candidates.
                </p>
              ) : (
                billing.data.billing.plan === 'trial' && (
                  <p className="text-sm text-ink-muted">
                    The free trial includes {FREE_TRIAL.verifications} verifications within {FREE_TRIAL.days}{' '}
                    days.{' '}
                    <Link to="/pricing" className="font-medium text-brand-800 underline underline-offset-4">
                      Compare plans
                    </Link>
                  </p>
                )
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent className="p-5 sm:p-6">
              <UpgradeRequestForm requestedAt={billing.data.billing.upgradeRequestedAt} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

function UsageBar({ used, limit }: { used: number; limit: number }) {
  const percent = limit === 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  return (
    <div
      role="progressbar"
      aria-label="Verifications used"
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(used, limit)}
      aria-valuetext={`${used} of ${limit}`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={percent >= 100 ? 'h-full bg-amber-600' : 'h-full bg-brand-700'}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

export { BillingPage as Component };
