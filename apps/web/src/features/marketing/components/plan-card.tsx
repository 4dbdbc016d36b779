import type { PricingPlan } from '@candor/contracts';
import { cn } from '../../../lib/cn';
import { CheckList } from './check-list';
import { LinkButton } from './link-button';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** One pricing plan: price per verification, features, and the way to start. */
export function PlanCard({ plan }: { plan: PricingPlan }) {
  const featured = plan.badge !== null;
  return (
    <li
      className={cn(
        'relative flex flex-col gap-6 rounded-xl border bg-surface p-6 shadow-sm sm:p-8',
        featured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-border',
      )}
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-xl font-semibold text-ink">{plan.name}</h2>
          {plan.badge && (
            <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
              {plan.badge}
            </span>
          )}
        </div>
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-semibold tracking-tight text-ink">
            {usd.format(plan.pricePerVerification)}
          </span>
          <span className="text-sm text-ink-muted">per verification</span>
        </p>
      </div>
      <CheckList items={plan.features} className="flex-1 text-sm" />
      {plan.contactSales ? (
        <LinkButton to="/demo" variant="secondary" size="lg">
          Contact Sales
        </LinkButton>
      ) : (
        <LinkButton to="/register" variant={featured ? 'primary' : 'secondary'} size="lg">
          Start Free Trial
        </LinkButton>
      )}
    </li>
  );
}
