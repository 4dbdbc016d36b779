import { Mail, MapPin, Phone } from 'lucide-react';
import {
  CompanyPageShell,
  telHref,
  textLinkClassName,
} from '../../../features/marketing/components/company-page-shell';
import { contactChannels, offices } from '../../../features/marketing/data/company-contact';
import { Section } from '../../../features/marketing/components/layout';

function CompanyContactPage() {
  return (
    <CompanyPageShell page="contact">
      <Section title="Talk to the right team">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {contactChannels.map(({ icon: Icon, title, text, email, phone }) => (
            <li
              key={title}
              className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 shadow-sm"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-ink">{title}</h3>
              <p className="text-sm text-ink-muted">{text}</p>
              <p className="flex flex-col gap-1 text-sm">
                <a
                  href={`mailto:${email}`}
                  className={`${textLinkClassName} flex items-center gap-2 break-all`}
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {email}
                </a>
                <a href={telHref(phone)} className={`${textLinkClassName} flex items-center gap-2`}>
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {phone}
                </a>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Our offices" tone="tinted">
        <ul className="grid gap-5 md:grid-cols-3">
          {offices.map((office) => (
            <li
              key={office.city}
              className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 shadow-sm"
            >
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                {office.city}
              </h3>
              <address className="flex flex-col text-sm text-ink not-italic">
                {office.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <a href={telHref(office.phone)} className={`${textLinkClassName} text-sm`}>
                {office.phone}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </CompanyPageShell>
  );
}

export { CompanyContactPage as Component };
