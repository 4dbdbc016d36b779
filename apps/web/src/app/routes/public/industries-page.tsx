import {
  INDUSTRIES,
  INDUSTRY_TURNAROUND_HOURS,
  industryLabels,
} from '@candor/contracts/public-values';
import { industryContent } from '../../../features/marketing/data/industries';
import { CallToAction } from '../../../features/marketing/components/call-to-action';
import { FeatureGrid } from '../../../features/marketing/components/feature-grid';
import { PageHero, Section } from '../../../features/marketing/components/layout';
import { formatHours } from '../../../features/marketing/data/format';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

function IndustriesPage() {
  usePageMeta({
    title: 'Industries',
    description:
      'Candidate verification tailored to healthcare, financial services, technology, education, government and retail, with turnaround from 6 to 72 hours.',
  });
  return (
    <>
      <PageHero
        eyebrow="Industries"
        title="Verification for your industry"
        lead={
          <p>
            Every industry has its own rules and risks. Candor comes configured with the checks, compliance
            steps and turnaround each one needs.
          </p>
        }
      />
      <Section title="Six industries, one platform">
        <FeatureGrid
          features={INDUSTRIES.map((industry) => ({
            title: industryLabels[industry],
            text: industryContent[industry].summary,
            icon: industryContent[industry].icon,
            to: `/industries/${industry}`,
            meta: `Average turnaround: ${formatHours(INDUSTRY_TURNAROUND_HOURS[industry])}`,
          }))}
        />
      </Section>
      <CallToAction />
    </>
  );
}

export { IndustriesPage as Component };
