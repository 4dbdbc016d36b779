import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

/** The page width every marketing band uses. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} />;
}

export type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Anything else in the hero, e.g. a notice or a list of facts. */
  children?: ReactNode;
};

/** The top band of an inner page, holding its one h1. */
export function PageHero({ eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <div className="border-b border-border bg-gradient-to-b from-brand-50 to-surface">
      <Container className="flex flex-col gap-5 py-12 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="max-w-4xl text-3xl font-semibold tracking-tight text-balance text-ink sm:text-5xl">
          {title}
        </h1>
        <div className="max-w-3xl text-lg text-pretty text-ink-muted">{lead}</div>
        {actions && <div className="flex flex-wrap gap-3 pt-1">{actions}</div>}
        {children}
      </Container>
    </div>
  );
}

export type SectionProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** A tinted band, to separate neighbouring sections. */
  tone?: 'plain' | 'tinted';
  className?: string;
};

/** A titled band of a page (h2), labelled by its title for screen readers. */
export function Section({ title, intro, children, tone = 'plain', className }: SectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(tone === 'tinted' ? 'bg-canvas' : 'bg-surface', 'py-14 sm:py-20', className)}
    >
      <Container className="flex flex-col gap-8">
        <div className="flex max-w-3xl flex-col gap-3">
          <h2
            id={titleId}
            className="text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl"
          >
            {title}
          </h2>
          {intro && <div className="text-base text-pretty text-ink-muted sm:text-lg">{intro}</div>}
        </div>
        {children}
      </Container>
    </section>
  );
}
