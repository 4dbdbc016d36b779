import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The admin sub-pages each link back to /admin (docs/product.md#screens). */
export function BackToAdmin() {
  return (
    <Link
      to="/admin"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Admin
    </Link>
  );
}
