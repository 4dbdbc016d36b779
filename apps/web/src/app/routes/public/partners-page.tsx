import { Integrations } from '../../../features/marketing/components/integrations';
import { PartnerCallToAction } from '../../../features/marketing/components/partner-cta';
import { PARTNER_TYPES, partnerPrograms } from '../../../features/marketing/data/partners';
import { FeatureGrid } from '../../../features/marketing/components/feature-grid';
import { PageHero, Section } from '../../../features/marketing/components/layout';
import { LinkButton } from '../../../features/marketing/components/link-button';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

function PartnersPage() {
  usePageMeta({
    title: 'Partners',
    description:
      'Candor technology partners: four applicant tracking system and three HR system integrations, plus channel and consulting partner programs.',
  });
  return (
    <>
      <PageHero
        eyebrow="Partners"
        title="Technology partners"
        lead={
          <p>
            Candor works inside the systems hiring teams already use, and with the firms that advise them.
            Start verifications from your applicant tracking system and keep results with your HR records.
          </p>
        }
        actions={
          <LinkButton to="/demo" size="lg">
            Apply for Partnership
          </LinkButton>
        }
      />
      <Section
        title="Integrations"
        intro="Verification starts where recruiters work and results land where HR keeps records."
      >
        <Integrations />
      </Section>
      <Section title="Partner programs" tone="tinted">
        <FeatureGrid
          features={PARTNER_TYPES.map((type) => ({
            title: partnerPrograms[type].name,
            text: partnerPrograms[type].summary,
            icon: partnerPrograms[type].icon,
            to: `/partners/${type}`,
          }))}
        />
      </Section>
      <PartnerCallToAction />
    </>
  );
}

export { PartnersPage as Component };
