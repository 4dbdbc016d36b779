import {
  CallToAction,
  FeatureGrid,
  PageHero,
  Section,
  serviceSummaries,
  steps,
  StepsList,
  usePageMeta,
} from '../../../features/marketing/kit';

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
