import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

export type Feature = {
  title: string;
  text: string;
  icon?: LucideIcon;
  /** Makes the whole card a link to this page. */
  to?: string;
  /** Extra line under the text, e.g. a turnaround. */
  meta?: string;
};

export type FeatureGridProps = {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
  /** The level of the card titles in the page outline. */
  headingLevel?: 3 | 4;
  className?: string;
};

const columnClass = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards with an icon, a title and a short text; linked cards are clickable as a whole. */
export function FeatureGrid({ features, columns = 3, headingLevel = 3, className }: FeatureGridProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={cn('grid gap-5', columnClass[columns], className)}>
      {features.map(({ title, text, icon: Icon, to, meta }) => (
        <li
          key={title}
          className={cn(
            'relative flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 shadow-sm',
            to && 'transition-shadow focus-within:shadow-md hover:border-brand-300 hover:shadow-md',
          )}
        >
          {Icon && (
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          )}
          <Heading className="text-lg font-semibold text-ink">
            {to ? (
              <Link
                to={to}
                className="rounded-sm after:absolute after:inset-0 after:rounded-lg hover:text-brand-700"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </Heading>
          <p className="text-sm text-pretty text-ink-muted">{text}</p>
          {meta && <p className="text-sm font-medium text-brand-700">{meta}</p>}
          {to && (
            <span
              aria-hidden="true"
              className="mt-auto flex items-center gap-1 pt-1 text-sm font-medium text-brand-700"
            >
              Learn more <ArrowRight className="size-4" />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
