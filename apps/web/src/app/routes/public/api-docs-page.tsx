import { FileJson } from 'lucide-react';
import { Container, PageHero } from '../../../features/marketing/components/layout';
import { linkButtonClassName } from '../../../features/marketing/components/link-styles';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

/** Served by the API itself, generated from its route schemas. */
const API_REFERENCE_URL = '/api/docs';
const OPENAPI_URL = '/api/openapi.json';

function ApiDocsPage() {
  usePageMeta({
    title: 'API Reference',
    description:
      'The Candor API reference, generated from the running API: every endpoint with its request and response schemas, plus the OpenAPI document.',
  });
  return (
    <>
      <PageHero
        eyebrow="Developers"
        title="API Reference"
        lead={
          <p>
            The Candor API is a JSON API over HTTPS. This reference is generated from the running server, so
            it always matches what the API accepts and returns. Every error answers with{' '}
            <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-base text-ink">
              {'{ success: false, error, code }'}
            </code>
            .
          </p>
        }
        actions={
          <>
            {/* Plain links: these pages are served by the API, not by the app's router. */}
            <a href={API_REFERENCE_URL} className={linkButtonClassName({ size: 'lg' })}>
              Open the API reference
            </a>
            <a href={OPENAPI_URL} className={linkButtonClassName({ variant: 'secondary', size: 'lg' })}>
              <FileJson aria-hidden="true" className="size-4" />
              OpenAPI document
            </a>
          </>
        }
      />
      <section aria-label="API reference" className="bg-surface py-8">
        <Container>
          <iframe
            title="Candor API reference"
            src={API_REFERENCE_URL}
            loading="lazy"
            className="h-[80vh] min-h-[32rem] w-full rounded-lg border border-border bg-surface shadow-sm"
          />
        </Container>
      </section>
    </>
  );
}

export { ApiDocsPage as Component };
