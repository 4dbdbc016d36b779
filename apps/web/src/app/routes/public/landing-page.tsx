import { lazy, Suspense } from 'react';
import { LandingHero } from '../../../features/marketing/components/landing-hero';
import { Container } from '../../../features/marketing/components/layout';
import { StatList } from '../../../features/marketing/components/stat-list';
import { headlineStats } from '../../../features/marketing/data/claims';
import { landingMeta } from '../../../features/marketing/data/landing';
import { useAfterFirstPaint } from '../../../features/marketing/hooks/use-after-first-paint';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

const LandingSections = lazy(() =>
  import('../../../features/marketing/components/landing-sections').then((module) => ({
    default: module.LandingSections,
  })),
);

function LandingPage() {
  usePageMeta(landingMeta);
  // The sections below the first screen load once it is on screen.
  const firstScreenPainted = useAfterFirstPaint();
  return (
    <>
      <LandingHero />
      <section aria-label="Candor in numbers" className="border-b border-border bg-surface py-10">
        <Container>
          <StatList stats={headlineStats} />
        </Container>
      </section>
      <Suspense>{firstScreenPainted && <LandingSections />}</Suspense>
    </>
  );
}

export { LandingPage as Component };
