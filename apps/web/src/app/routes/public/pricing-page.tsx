import { PRICING_PLANS } from '@candor/contracts/public-values';
import { PlanCard } from '../../../features/marketing/components/plan-card';
import { useAfterFirstPaint } from '../../../features/marketing/hooks/use-after-first-paint';
import { pricingMeta, pricingQuestions, trialTerms } from '../../../features/marketing/data/pricing';
import { CallToAction } from '../../../features/marketing/components/call-to-action';
import { CheckList } from '../../../features/marketing/components/check-list';
import { Container, PageHero, Section } from '../../../features/marketing/components/layout';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

function PricingPage() {
  usePageMeta(pricingMeta);
  // The trial terms, questions and closing band sit below the plans: they render once the plans are painted.
  const plansPainted = useAfterFirstPaint();
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple pricing per verification"
        lead="Pay for the checks you run, nothing else. Every plan includes the candidate portal, the review dashboard and FCRA-compliant workflows."
      />
      <section aria-label="Plans" className="bg-surface py-12 sm:py-16">
        <Container>
          <ul className="grid gap-6 lg:grid-cols-3">
            {PRICING_PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        </Container>
      </section>
      {plansPainted && (
        <>
          <Section
            title="Try Candor free"
            intro="Register your company and run real verifications before you choose a plan."
            tone="tinted"
          >
            <CheckList items={trialTerms} />
          </Section>
          <Section title="Pricing questions">
            <dl className="grid gap-6 md:grid-cols-2">
              {pricingQuestions.map(({ question, answer }) => (
                <div key={question} className="flex flex-col gap-2">
                  <dt className="font-semibold text-ink">{question}</dt>
                  <dd className="text-sm text-pretty text-ink-muted">{answer}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <CallToAction />
        </>
      )}
    </>
  );
}

export { PricingPage as Component };
