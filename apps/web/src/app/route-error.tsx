import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { buttonClassName } from '../components/ui/button-styles';
import { useDocumentTitle } from '../lib/use-document-title';

/** The router's error screen ('Unexpected Application Error!'; docs/product.md#messages). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Error');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : null;

  return (
    <section
      aria-labelledby="route-error-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 id="route-error-title" className="text-2xl font-semibold tracking-tight text-ink">
        Unexpected Application Error!
      </h1>
      <p className="text-ink-muted">
        Something went wrong while showing this page. Go back to the home page and try again; if it keeps
        happening, reload the page or contact the person who invited you to Candor.
      </p>
      {detail && <p className="font-mono text-sm text-ink-muted">{detail}</p>}
      <Link to="/" className={buttonClassName({ className: 'mt-2' })}>
        Back to home
      </Link>
    </section>
  );
}

/** The error screen on its own, for failures of the app layout itself. */
export function RootError() {
  return (
    <main className="min-h-dvh bg-canvas">
      <RouteError />
    </main>
  );
}
