import type { ServicePage } from '../data/services';
import { CallToAction } from './call-to-action';
import { FeatureGrid } from './feature-grid';
import { Container, PageHero, Section } from './layout';
import { LinkButton } from './link-button';
import { Notice } from './notice';
import { StatList } from './stat-list';

/** The body of a service page: what is checked, how it works, key figures, and the way in. */
export function ServiceDetail({ service, signedIn = false }: { service: ServicePage; signedIn?: boolean }) {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title={service.title}
        lead={<p>{service.lead}</p>}
        actions={
          <>
            <LinkButton to={signedIn ? '/dashboard' : '/register'} size="lg">
              {signedIn ? 'Access Dashboard' : 'Start Free Trial'}
            </LinkButton>
            <LinkButton to="/demo" variant="secondary" size="lg">
              Schedule Demo
            </LinkButton>
          </>
        }
      >
        {service.notice && <Notice title={service.notice.title}>{service.notice.text}</Notice>}
      </PageHero>

      <section aria-label="Key figures" className="border-b border-border bg-surface py-10">
        <Container>
          <StatList stats={service.stats} />
        </Container>
      </section>

      <Section title="What we verify">
        <FeatureGrid features={service.checks} columns={4} />
      </Section>

      {service.sample && (
        <Section
          title={service.sample.title}
          intro="Sample data: an example of the analysis, not a real candidate."
          tone="tinted"
        >
          <dl className="grid max-w-3xl gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-2">
            {service.sample.rows.map((row) => (
              <div key={row.label} className="flex flex-col gap-1 bg-surface p-4">
                <dt className="text-sm text-ink-muted">{row.label}</dt>
                <dd className="text-lg font-semibold text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      <Section title="How it works" tone={service.sample ? 'plain' : 'tinted'}>
        <ol className="grid gap-5 md:grid-cols-3">
          {service.steps.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-lg border border-border bg-surface p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <p className="text-sm text-pretty text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction signedIn={signedIn} />
    </>
  );
}
