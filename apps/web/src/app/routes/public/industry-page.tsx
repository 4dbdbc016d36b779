import { ShieldCheck } from 'lucide-react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import {
  INDUSTRY_TURNAROUND_HOURS,
  industryLabels,
  isIndustry,
} from '@candor/contracts/public-values';
import { industryContent } from '../../../features/marketing/data/industries';
import { CallToAction } from '../../../features/marketing/components/call-to-action';
import { CheckList } from '../../../features/marketing/components/check-list';
import { Container, PageHero, Section } from '../../../features/marketing/components/layout';
import { LinkButton } from '../../../features/marketing/components/link-button';
import { StatList } from '../../../features/marketing/components/stat-list';
import { formatHours } from '../../../features/marketing/data/format';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

/** An unknown industry redirects to /industries (docs/product.md#public-site). */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isIndustry(params.industry)) return redirect('/industries');
  return null;
}

function IndustryPage() {
  const { industry: param } = useParams();
  const industry = isIndustry(param) ? param : 'technology';
  const content = industryContent[industry];
  usePageMeta({ title: `${industryLabels[industry]} Verification`, description: content.description });

  return (
    <>
      <PageHero
        eyebrow={industryLabels[industry]}
        title={content.headline}
        lead={<p>{content.lead}</p>}
        actions={
          <>
            <LinkButton to="/demo" size="lg">
              Schedule Demo
            </LinkButton>
            <LinkButton to="/register" variant="secondary" size="lg">
              Start Free Trial
            </LinkButton>
          </>
        }
      />
      <section aria-label="Key figures" className="border-b border-border bg-surface py-10">
        <Container>
          <StatList
            stats={[
              { value: formatHours(INDUSTRY_TURNAROUND_HOURS[industry]), label: 'Average turnaround' },
              ...content.stats,
            ]}
          />
        </Container>
      </section>
      <Section title={`What Candor checks for ${industryLabels[industry].toLowerCase()} employers`}>
        <CheckList items={content.features} className="max-w-3xl" />
        <p className="flex max-w-3xl items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {content.compliance}
        </p>
      </Section>
      <CallToAction />
    </>
  );
}

export { IndustryPage as Component };
