import { CompanyPageShell } from '../../../features/marketing/components/company-page-shell';
import { newsItems } from '../../../features/marketing/data/company-news';
import { Section } from '../../../features/marketing/components/layout';
import { formatIsoDate } from '../../../features/marketing/data/format';

function CompanyNewsPage() {
  return (
    <CompanyPageShell page="news">
      <Section title="Latest news">
        <ol className="flex max-w-3xl flex-col divide-y divide-border">
          {newsItems.map((item) => (
            <li key={item.title} className="flex flex-col gap-2 py-6 first:pt-0">
              <time dateTime={item.date} className="text-sm font-medium text-brand-700">
                {formatIsoDate(item.date)}
              </time>
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="text-pretty text-ink-muted">{item.summary}</p>
            </li>
          ))}
        </ol>
      </Section>
    </CompanyPageShell>
  );
}

export { CompanyNewsPage as Component };
