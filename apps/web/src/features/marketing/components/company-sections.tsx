import { Mail, MapPin, Phone } from 'lucide-react';
import { headlineStats } from '../data/claims';
import {
  CAREERS_EMAIL,
  companyStory,
  companyValues,
  contactChannels,
  leaders,
  newsItems,
  offices,
  openPositions,
} from '../data/company';
import { formatIsoDate } from '../data/format';
import { Section } from './layout';
import { StatList } from './stat-list';

/** "+1 (415) 555-0142" → "tel:+14155550142". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const textLink = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export function OurStory() {
  return (
    <>
      <Section title="Our story">
        <div className="flex max-w-3xl flex-col gap-4 text-pretty text-ink">
          {companyStory.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <StatList stats={headlineStats} />
      </Section>
      <Section title="What we believe" tone="tinted">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {companyValues.map((value) => (
            <li
              key={value.title}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-ink">{value.title}</h3>
              <p className="text-sm text-pretty text-ink-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

export function Leadership() {
  return (
    <Section title="Our leadership team">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {leaders.map((leader) => (
          <li
            key={leader.name}
            className="flex gap-4 rounded-lg border border-border bg-surface p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
            >
              {initials(leader.name)}
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="text-lg font-semibold text-ink">{leader.name}</h3>
              <p className="text-sm font-medium text-brand-700">{leader.role}</p>
              <p className="text-sm text-pretty text-ink-muted">{leader.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Careers() {
  return (
    <Section
      title={`Open positions (${openPositions.length})`}
      intro={
        <p>
          To apply, email your CV and a few lines about yourself to{' '}
          <a href={`mailto:${CAREERS_EMAIL}`} className={textLink}>
            {CAREERS_EMAIL}
          </a>{' '}
          with the position in the subject line.
        </p>
      }
    >
      <ul className="flex flex-col gap-4">
        {openPositions.map((position) => (
          <li
            key={position.title}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 shadow-sm md:flex-row md:items-center md:justify-between"
          >
            <div className="flex max-w-2xl flex-col gap-1">
              <h3 className="text-lg font-semibold text-ink">{position.title}</h3>
              <p className="text-sm text-ink-muted">
                {position.team} · {position.location} · {position.type}
              </p>
              <p className="text-sm text-pretty text-ink">{position.summary}</p>
            </div>
            <a
              href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${position.title}`)}`}
              className="inline-flex h-10 shrink-0 items-center justify-center rounded-md border border-border-strong px-4 text-sm font-medium text-ink shadow-sm hover:bg-slate-50"
            >
              Apply<span className="sr-only"> for {position.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function News() {
  return (
    <Section title="Latest news">
      <ol className="flex max-w-3xl flex-col divide-y divide-border">
        {newsItems.map((item) => (
          <li key={item.title} className="flex flex-col gap-2 py-6 first:pt-0">
            <time dateTime={item.date} className="text-sm font-medium text-brand-700">
              {formatIsoDate(item.date)}
            </time>
            <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
            <p className="text-pretty text-ink-muted">{item.summary}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function Contact() {
  return (
    <>
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
                <a href={`mailto:${email}`} className={`${textLink} flex items-center gap-2 break-all`}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {email}
                </a>
                <a href={telHref(phone)} className={`${textLink} flex items-center gap-2`}>
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
              <a href={telHref(office.phone)} className={`${textLink} text-sm`}>
                {office.phone}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
