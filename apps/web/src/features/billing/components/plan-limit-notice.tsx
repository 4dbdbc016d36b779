import { Link } from 'react-router';
import { sessionCan, useSession } from '../../../lib/session';
import { useBilling } from '../api/billing-api';

/**
 * On the invite page: when the organisation's verifications (or trial days) are used up, say so
 * before anyone fills in the form, with the way out (/billing). Only members who manage billing
 * can read the usage; everyone else is told by the invitation's refusal, which links there too.
 */
export function PlanLimitNotice() {
  const session = useSession();
  const billing = useBilling(sessionCan(session, 'billing_management'));
  if (!billing.data?.billing.invitationsBlocked) return null;
  const { plan, verificationsUsed, verificationLimit } = billing.data.billing;
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {plan === 'trial' ? 'Your free trial is used up' : 'Your plan is used up'}
      </p>
      <p className="mt-1">
        {verificationLimit !== null && verificationsUsed >= verificationLimit
          ? `${verificationsUsed} of ${verificationLimit} verifications used.`
          : 'The trial period has ended.'}{' '}
        <Link to="/billing" className="font-medium text-brand-800 underline underline-offset-4">
          See plan and usage, and request an upgrade
        </Link>
      </p>
    </div>
  );
}
