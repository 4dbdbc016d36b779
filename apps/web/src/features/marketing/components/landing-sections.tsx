import { ArrowRight } from 'lucide-react';
import { aiTechnology, benefits } from '../data/landing-sections';
import { serviceSummaries } from '../data/service-summaries';
import { steps } from '../data/steps';
import { CallToAction } from './call-to-action';
import { ComplianceList } from './compliance-list';
import { FeatureGrid } from './feature-grid';
import { Section } from './layout';
import { LinkButton } from './link-button';
import { StepsList } from './steps-list';

/**
 * Everything on the landing page below its first screen: the six services, the AI technology,
 * the benefits, how it works, compliance and the final call to action. The page loads it after
 * the first screen has rendered, so the first screen only waits for what it shows.
 */
export function LandingSections({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <>
      <Section
        title="Six ways to verify a candidate"
        intro="Order one check or combine them into a package for each role. Every result is confirmed at the source and delivered to one dashboard."
      >
        <FeatureGrid
          features={serviceSummaries.map(({ name, summary, icon, to }) => ({
            title: name,
            text: summary,
            icon,
            to,
          }))}
        />
      </Section>

      <Section title={aiTechnology.title} intro={aiTechnology.intro} tone="tinted">
        <FeatureGrid features={aiTechnology.features} columns={4} />
        <div>
          <LinkButton to="/ai-verification" variant="secondary">
            How AI verification works
            <ArrowRight aria-hidden="true" className="size-4" />
          </LinkButton>
        </div>
      </Section>

      <Section
        title="Why hiring teams choose Candor"
        intro="Faster offers, fewer surprises and a process your candidates and your auditors will both be comfortable with."
      >
        <FeatureGrid features={benefits} />
      </Section>

      <Section title="How it works" tone="tinted">
        <StepsList steps={steps} />
      </Section>

      <Section
        title="Compliance built in"
        intro="Verification touches sensitive personal data. Candor is designed around the rules that protect it."
      >
        <ComplianceList />
      </Section>

      <CallToAction signedIn={signedIn} />
    </>
  );
}
