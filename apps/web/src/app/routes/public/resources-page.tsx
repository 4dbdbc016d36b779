import { guides, RESOURCE_CATEGORIES, resourceCategories } from '../../../features/marketing/data/resources';
import { CallToAction } from '../../../features/marketing/components/call-to-action';
import { FeatureGrid } from '../../../features/marketing/components/feature-grid';
import { PageHero, Section } from '../../../features/marketing/components/layout';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

function ResourcesPage() {
  usePageMeta({
    title: 'Resources',
    description:
      'Candor resource center: documentation for hiring teams and administrators, the API reference and integration guide for developers, and compliance guidance.',
  });
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Resource center"
        lead={<p>Guides, references and compliance material for everyone who works with Candor.</p>}
      />
      {RESOURCE_CATEGORIES.map((category, index) => {
        const content = resourceCategories[category];
        return (
          <Section
            key={category}
            title={content.name}
            intro={content.summary}
            tone={index % 2 === 1 ? 'tinted' : 'plain'}
          >
            <FeatureGrid
              features={content.guides.map((slug) => ({
                title: guides[slug].title,
                text: guides[slug].summary,
                icon: guides[slug].icon,
                to: `/resources/${slug}`,
              }))}
            />
          </Section>
        );
      })}
      <CallToAction />
    </>
  );
}

export { ResourcesPage as Component };
