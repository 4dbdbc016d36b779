import { CircleAlert, CircleCheck, CircleX, MailWarning, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { EmailPrecheckResult, EmailPrecheckStatus } from '@candor/contracts';
import { Button, buttonClassName } from '../../../components/ui';
import { cn } from '../../../lib/cn';

const look: Record<EmailPrecheckStatus, { icon: LucideIcon; box: string; icon_: string; label: string }> = {
  VALID: { icon: CircleCheck, box: 'border-green-300 bg-green-50', icon_: 'text-green-700', label: 'Valid' },
  INVALID: { icon: CircleX, box: 'border-red-300 bg-red-50', icon_: 'text-red-700', label: 'Invalid' },
  DISPOSABLE: {
    icon: TriangleAlert,
    box: 'border-amber-300 bg-amber-50',
    icon_: 'text-amber-700',
    label: 'Disposable',
  },
  PERSONAL: {
    icon: MailWarning,
    box: 'border-blue-300 bg-blue-50',
    icon_: 'text-blue-700',
    label: 'Personal',
  },
  ERROR: { icon: CircleAlert, box: 'border-slate-300 bg-slate-50', icon_: 'text-slate-700', label: 'Error' },
};

/** The pre-check result (docs/product.md#email-pre-check): status, message, details, recommendation, domain and type. */
export function EmailCheckResult({
  email,
  result,
  onCheckAnother,
}: {
  email: string;
  result: EmailPrecheckResult;
  onCheckAnother: () => void;
}) {
  const style = look[result.status];
  const Icon = style.icon;
  return (
    <section
      aria-labelledby="email-check-result"
      aria-live="polite"
      data-status={result.status}
      className={cn('flex flex-col gap-4 rounded-lg border p-5', style.box)}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', style.icon_)} />
        <div className="min-w-0">
          <h2 id="email-check-result" className="text-lg font-semibold text-ink">
            {result.message}
          </h2>
          <p className="text-sm break-all text-ink-muted">{email}</p>
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-ink">Status</dt>
        <dd className="text-ink">{result.status}</dd>
        {result.details && (
          <>
            <dt className="font-medium text-ink">Details</dt>
            <dd className="text-ink">{result.details}</dd>
          </>
        )}
        {result.domain && (
          <>
            <dt className="font-medium text-ink">Domain</dt>
            <dd className="break-all text-ink">{result.domain}</dd>
          </>
        )}
        {result.type && (
          <>
            <dt className="font-medium text-ink">Type</dt>
            <dd className="text-ink">{result.type}</dd>
          </>
        )}
        {result.recommendation && (
          <>
            <dt className="font-medium text-ink">Recommendation</dt>
            <dd className="text-ink">{result.recommendation}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        {result.status === 'VALID' && (
          <Link
            to="/invite-candidate"
            state={{ email }}
            className={buttonClassName({ className: 'w-full sm:w-auto' })}
          >
            Invite a candidate
          </Link>
        )}
        <Button variant="secondary" onClick={onCheckAnother} className="w-full sm:w-auto">
          Check another email
        </Button>
      </div>
    </section>
  );
}
