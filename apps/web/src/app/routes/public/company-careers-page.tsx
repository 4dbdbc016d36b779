import {
  CompanyPageShell,
  textLinkClassName,
} from '../../../features/marketing/components/company-page-shell';
import { CAREERS_EMAIL, openPositions } from '../../../features/marketing/data/company-careers';
import { Section } from '../../../features/marketing/components/layout';

function CompanyCareersPage() {
  return (
    <CompanyPageShell page="careers">
      <Section
        title={`Open positions (${openPositions.length})`}
        intro={
          <p>
            To apply, email your CV and a few lines about yourself to{' '}
            <a href={`mailto:${CAREERS_EMAIL}`} className={textLinkClassName}>
              {CAREERS_EMAIL}
            </a>{' '}
            with the position in the subject line.
          </p>
        }
      >
        <ul className="flex flex-col gap-4">
          {openPositions.map((position) => (
            <li
              key={position.title}
              className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 shadow-sm md:flex-row md:items-center md:justify-between"
            >
              <div className="flex max-w-2xl flex-col gap-1">
                <h3 className="text-lg font-semibold text-ink">{position.title}</h3>
                <p className="text-sm text-ink-muted">
                  {position.team} · {position.location} · {position.type}
                </p>
                <p className="text-sm text-pretty text-ink">{position.summary}</p>
              </div>
              <a
                href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${position.title}`)}`}
                className="inline-flex h-10 shrink-0 items-center justify-center rounded-md border border-border-strong px-4 text-sm font-medium text-ink shadow-sm hover:bg-slate-50"
              >
                Apply<span className="sr-only"> for {position.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </CompanyPageShell>
  );
}

export { CompanyCareersPage as Component };
