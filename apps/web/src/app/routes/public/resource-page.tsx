import { Clock } from 'lucide-react';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import {
  guides,
  isPlaceholderGuide,
  isResourceCategory,
  resourceCategories,
  type PlaceholderGuide,
  type ResourceCategory,
} from '../../../features/marketing/data/resources';
import { CallToAction } from '../../../features/marketing/components/call-to-action';
import { ComplianceList } from '../../../features/marketing/components/compliance-list';
import { FeatureGrid } from '../../../features/marketing/components/feature-grid';
import { PageHero, Section } from '../../../features/marketing/components/layout';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

/**
 * /resources/{type}: a resource category (documentation, developers, compliance) or one of the
 * guides still being written. Anything else goes to the resource center.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isResourceCategory(params.type) && !isPlaceholderGuide(params.type)) return redirect('/resources');
  return null;
}

function ResourcePage() {
  const { type } = useParams();
  if (isPlaceholderGuide(type)) return <GuidePlaceholder slug={type} />;
  return <CategoryPage category={isResourceCategory(type) ? type : 'documentation'} />;
}

function CategoryPage({ category }: { category: ResourceCategory }) {
  const content = resourceCategories[category];
  usePageMeta({ title: content.title, description: content.description });
  return (
    <>
      <PageHero eyebrow="Resources" title={content.title} lead={<p>{content.lead}</p>} />
      <Section title="Guides">
        <FeatureGrid
          features={content.guides.map((slug) => ({
            title: guides[slug].title,
            text: guides[slug].summary,
            icon: guides[slug].icon,
            to: `/resources/${slug}`,
          }))}
        />
      </Section>
      {category === 'compliance' && (
        <Section title="Standards Candor meets" tone="tinted">
          <ComplianceList />
        </Section>
      )}
      <CallToAction />
    </>
  );
}

function GuidePlaceholder({ slug }: { slug: PlaceholderGuide }) {
  const guide = guides[slug];
  usePageMeta({
    title: guide.title,
    description: `${guide.title} for Candor: ${guide.summary} The full guide will be published in a future update.`,
  });
  return (
    <>
      <PageHero eyebrow="Resources" title={guide.title} lead={<p>{guide.summary}</p>}>
        <p className="flex max-w-3xl items-start gap-3 rounded-lg border border-border bg-surface p-4 text-ink">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            This guide is being written. Its content will come in a future update. Until then, our support
            team is happy to walk you through it:{' '}
            <Link to="/company/contact" className="font-medium text-brand-700 underline hover:text-brand-800">
              contact support
            </Link>
            .
          </span>
        </p>
      </PageHero>
      <CallToAction />
    </>
  );
}

export { ResourcePage as Component };
