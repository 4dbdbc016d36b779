import { CallToAction } from '../../../features/marketing/components/call-to-action';
import { FeatureGrid } from '../../../features/marketing/components/feature-grid';
import { PageHero, Section } from '../../../features/marketing/components/layout';
import { StepsList } from '../../../features/marketing/components/steps-list';
import { serviceSummaries } from '../../../features/marketing/data/service-summaries';
import { steps } from '../../../features/marketing/data/steps';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

function ServicesPage() {
  usePageMeta({
    title: 'Services',
    description:
      'Candor’s six verification services: education, employment, LinkedIn profile, background screening, reference checks and AI verification.',
  });
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Verification services"
        lead={
          <p>
            Six checks that together answer the question every hiring team asks: is this candidate who they
            say they are? Order them one by one or as a package for each role.
          </p>
        }
      />
      <Section title="Choose the checks each role needs">
        <FeatureGrid
          features={serviceSummaries.map(({ name, summary, icon, to }) => ({
            title: name,
            text: summary,
            icon,
            to,
          }))}
        />
      </Section>
      <Section title="One process for every check" tone="tinted">
        <StepsList steps={steps} />
      </Section>
      <CallToAction />
    </>
  );
}

export { ServicesPage as Component };
