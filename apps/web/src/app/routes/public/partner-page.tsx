import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { Integrations } from '../../../features/marketing/components/integrations';
import { PartnerCallToAction } from '../../../features/marketing/components/partner-cta';
import { isPartnerType, partnerPrograms } from '../../../features/marketing/data/partners';
import { CheckList } from '../../../features/marketing/components/check-list';
import { PageHero, Section } from '../../../features/marketing/components/layout';
import { LinkButton } from '../../../features/marketing/components/link-button';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

/** An unknown partner type goes to the partners index. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isPartnerType(params.type)) return redirect('/partners');
  return null;
}

function PartnerPage() {
  const { type } = useParams();
  const program = partnerPrograms[isPartnerType(type) ? type : 'technology'];
  usePageMeta({ title: program.name, description: program.description });
  return (
    <>
      <PageHero
        eyebrow="Partners"
        title={program.title}
        lead={<p>{program.lead}</p>}
        actions={
          <LinkButton to="/demo" size="lg">
            Apply for Partnership
          </LinkButton>
        }
      />
      {program.showsIntegrations && (
        <Section title="Integrations" intro="Available today for every Candor customer.">
          <Integrations />
        </Section>
      )}
      <Section title="What partners get" tone={program.showsIntegrations ? 'tinted' : 'plain'}>
        <CheckList items={program.benefits} className="max-w-3xl" />
      </Section>
      <PartnerCallToAction />
    </>
  );
}

export { PartnerPage as Component };
