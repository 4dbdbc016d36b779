import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { STATUS_NOT_FOUND } from '@candor/contracts';
import { buttonClassName } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';

/** The status screen's "Verification Not Found - …" text (docs/product.md#messages), as a title and an explanation. */
export const [VERIFICATION_NOT_FOUND_TITLE = 'Verification Not Found', VERIFICATION_NOT_FOUND_TEXT = ''] =
  STATUS_NOT_FOUND.split(' - ');

/**
 * Whether a failed load of a verification means there is nothing to show: the API answers 404
 * for a record that does not exist or belongs to another organisation, 400 for a malformed id.
 */
export function isVerificationMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** The page shown instead of a verification that cannot be found. */
export function VerificationNotFound() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-xl border border-border bg-surface px-5 py-10 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{VERIFICATION_NOT_FOUND_TITLE}</h1>
      <p className="text-ink-muted">{VERIFICATION_NOT_FOUND_TEXT}</p>
      <Link to="/dashboard" className={buttonClassName({ className: 'mt-2 w-full sm:w-auto' })}>
        Return to Dashboard
      </Link>
    </section>
  );
}
