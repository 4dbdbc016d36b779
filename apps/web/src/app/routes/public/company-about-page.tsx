import { CompanyPageShell } from '../../../features/marketing/components/company-page-shell';
import { companyStory, companyValues } from '../../../features/marketing/data/company-about';
import { Section } from '../../../features/marketing/components/layout';
import { StatList } from '../../../features/marketing/components/stat-list';
import { headlineStats } from '../../../features/marketing/data/claims';

function CompanyAboutPage() {
  return (
    <CompanyPageShell page="about">
      <Section title="Our story">
        <div className="flex max-w-3xl flex-col gap-4 text-pretty text-ink">
          {companyStory.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <StatList stats={headlineStats} />
      </Section>
      <Section title="What we believe" tone="tinted">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {companyValues.map((value) => (
            <li
              key={value.title}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-ink">{value.title}</h3>
              <p className="text-sm text-pretty text-ink-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </CompanyPageShell>
  );
}

export { CompanyAboutPage as Component };
