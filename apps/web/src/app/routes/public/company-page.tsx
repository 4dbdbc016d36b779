import type { ComponentType } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import {
  Careers,
  Contact,
  Leadership,
  News,
  OurStory,
} from '../../../features/marketing/components/company-sections';
import { companyPageMeta, isCompanyPage, type CompanyPage } from '../../../features/marketing/data/company';
import { CallToAction, PageHero, usePageMeta } from '../../../features/marketing/kit';

/** SPEC §2: an unknown company page redirects to /company/about. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isCompanyPage(params.page)) return redirect('/company/about');
  return null;
}

const bodies: Record<CompanyPage, ComponentType> = {
  about: OurStory,
  leadership: Leadership,
  careers: Careers,
  news: News,
  contact: Contact,
};

function CompanyPageRoute() {
  const { page: param } = useParams();
  const page = isCompanyPage(param) ? param : 'about';
  const meta = companyPageMeta[page];
  usePageMeta({ title: meta.title, description: meta.description });
  const Body = bodies[page];
  return (
    <>
      <PageHero eyebrow="Company" title={meta.heading} lead={<p>{meta.lead}</p>} />
      <Body />
      <CallToAction />
    </>
  );
}

export { CompanyPageRoute as Component };
