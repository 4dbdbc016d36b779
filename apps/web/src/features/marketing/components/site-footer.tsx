import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { productLinks, siteSections, type SiteLink } from '../data/site-map';
import { complianceStandards } from '../data/claims';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useCurrentYear } from '../hooks/use-current-year';
import { Container } from './layout';

function FooterColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="rounded-sm text-sm text-brand-100 hover:text-white hover:underline focus-visible:outline-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer with the full site map, the compliance standards and the legal line. */
export function SiteFooter() {
  const year = useCurrentYear();
  // The footer sits below the first screen: its site map renders once that screen is painted.
  const firstScreenPainted = useAfterFirstPaint();
  return (
    <footer className="bg-brand-950 text-brand-100">
      <Container className="flex flex-col gap-10 py-12">
        <nav aria-label="Site map" className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-6">
          {firstScreenPainted && (
            <>
              <FooterColumn title="Product" links={productLinks} />
              {siteSections.map((section) => (
                <FooterColumn
                  key={section.id}
                  title={section.label}
                  links={section.overview ? [section.overview, ...section.links] : section.links}
                />
              ))}
            </>
          )}
        </nav>
        <div className="flex flex-col gap-4 border-t border-white/15 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 font-semibold text-white">
            <ShieldCheck aria-hidden="true" className="size-5" />
            Candor
            <span className="font-normal text-brand-100">· Candidate verification for hiring teams</span>
          </p>
          <ul aria-label="Compliance" className="flex flex-wrap gap-2">
            {complianceStandards.map((standard) => (
              <li
                key={standard.name}
                className="rounded-full border border-white/25 px-3 py-1 text-xs font-medium text-white"
              >
                {standard.name}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-xs text-brand-200">
          © {year === null ? '' : `${year} `}Candor, Inc. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
