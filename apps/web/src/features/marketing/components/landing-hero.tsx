import { CircleCheck, CircleDashed } from 'lucide-react';
import { complianceStandards } from '../data/claims';
import { hero, sampleReport } from '../data/landing';
import { Container } from './layout';
import { LinkButton } from './link-button';

/** The landing page's first band: the promise, the two ways in, and a sample result. */
export function LandingHero({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <div className="bg-brand-950 text-white">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1fr_26rem] lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{hero.eyebrow}</p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-6xl">{hero.title}</h1>
          <p className="max-w-2xl text-lg text-pretty text-brand-100 sm:text-xl">{hero.lead}</p>
          <div className="flex flex-wrap gap-3">
            {signedIn ? (
              <LinkButton to="/dashboard" variant="inverse" size="lg">
                Access Dashboard
              </LinkButton>
            ) : (
              <LinkButton to="/register" variant="inverse" size="lg">
                Get Started
              </LinkButton>
            )}
            <LinkButton to="/demo" variant="outline-inverse" size="lg">
              Schedule Demo
            </LinkButton>
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-brand-100">
            <span>Compliant with</span>
            {complianceStandards.map((standard) => (
              <span
                key={standard.name}
                className="rounded-full border border-white/30 px-3 py-0.5 font-medium text-white"
              >
                {standard.name}
              </span>
            ))}
          </p>
        </div>

        <figure className="hidden rounded-xl bg-white p-6 text-ink shadow-2xl lg:block">
          <figcaption className="flex items-center justify-between gap-4 border-b border-border pb-4">
            <span className="flex flex-col">
              <span className="font-semibold">{sampleReport.candidate}</span>
              <span className="text-sm text-ink-muted">{sampleReport.role}</span>
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
              Sample
            </span>
          </figcaption>
          <ul className="flex flex-col divide-y divide-border">
            {sampleReport.checks.map((check) => {
              const done = check.result !== 'In progress';
              return (
                <li key={check.label} className="flex items-center justify-between gap-4 py-3 text-sm">
                  <span>{check.label}</span>
                  <span
                    className={
                      done
                        ? 'flex items-center gap-1.5 font-medium text-green-800'
                        : 'flex items-center gap-1.5 font-medium text-amber-800'
                    }
                  >
                    {done ? (
                      <CircleCheck aria-hidden="true" className="size-4" />
                    ) : (
                      <CircleDashed aria-hidden="true" className="size-4" />
                    )}
                    {check.result}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="border-t border-border pt-4 text-sm text-ink-muted">{sampleReport.completed}</p>
        </figure>
      </Container>
    </div>
  );
}
