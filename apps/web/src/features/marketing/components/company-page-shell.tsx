import type { ReactNode } from 'react';
import { companyPageMeta, type CompanyPage } from '../data/company';
import { usePageMeta } from '../hooks/use-page-meta';
import { CallToAction } from './call-to-action';
import { PageHero } from './layout';

/** The frame of every company page: its title and description, the hero with its h1, and the closing band. */
export function CompanyPageShell({ page, children }: { page: CompanyPage; children: ReactNode }) {
  const meta = companyPageMeta[page];
  usePageMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <PageHero eyebrow="Company" title={meta.heading} lead={<p>{meta.lead}</p>} />
      {children}
      <CallToAction />
    </>
  );
}

/** "+1 (415) 555-0142" → "tel:+14155550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const textLinkClassName = 'font-medium text-brand-700 underline-offset-2 hover:underline';
