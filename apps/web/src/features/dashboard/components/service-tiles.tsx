import { VIEW_PERMISSIONS, type Permission } from '@candor/contracts';
import { BadgeCheck, ClipboardList, MailCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { serviceSummaries } from '../../marketing/data/service-summaries';
import type { ServiceId } from '../../marketing/data/services';
import { cn } from '../../../lib/cn';

export type ServiceTile = {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  /** Any of these lets the member use it. */
  anyOf: readonly Permission[];
  comingSoon?: boolean;
};

const service = (id: ServiceId) => {
  const found = serviceSummaries.find((summary) => summary.id === id);
  if (!found) throw new Error(`unknown service ${id}`);
  return found;
};

const fromService = (id: ServiceId, to: string, comingSoon = false): ServiceTile => {
  const { name, summary, icon } = service(id);
  return { to, title: name, text: summary, icon, anyOf: ['initiate_verification'], comingSoon };
};

/**
 * The dashboard's service tiles: the services of the landing page that have a screen, and the
 * everyday starting points. LinkedIn and AI verification get their tiles with their screens.
 */
export const serviceTiles: readonly ServiceTile[] = [
  {
    to: '/invite-candidate',
    title: 'Invite a candidate',
    text: 'Send a private link: the candidate fills in their details and documents, on any device.',
    icon: UserPlus,
    anyOf: ['initiate_verification'],
  },
  fromService('education', '/education-verification'),
  fromService('employment', '/employment-verification'),
  {
    to: '/email-verification',
    title: 'Email pre-check',
    text: 'Check a candidate’s address for disposable or personal domains before you invite them.',
    icon: MailCheck,
    anyOf: ['initiate_verification'],
  },
  fromService('background', '/background-check', true),
  fromService('reference', '/reference-check', true),
  {
    to: '/admin/dashboard',
    title: 'Review submissions',
    text: 'See what candidates submitted, ask for more information and decide.',
    icon: ClipboardList,
    anyOf: VIEW_PERMISSIONS,
  },
  {
    to: '/my-verification',
    title: 'My verification',
    text: 'Follow your own verification and continue it through your private link.',
    icon: BadgeCheck,
    anyOf: ['view_own_status'],
  },
];

/** The tiles of the services this member's roles can use, each leading to its screen. */
export function ServiceTiles({ permissions }: { permissions: readonly Permission[] }) {
  const held = new Set(permissions);
  const tiles = serviceTiles.filter((tile) => tile.anyOf.some((p) => held.has(p)));
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-lg font-semibold text-ink">
        Services
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map(({ to, title, text, icon: Icon, comingSoon }) => (
          <li key={to}>
            <Link
              to={to}
              className={cn(
                'group flex h-full items-start gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm',
                'hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600',
              )}
            >
              <span aria-hidden="true" className="shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-medium text-ink group-hover:text-brand-800">
                  {title}
                  {comingSoon && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      Coming soon
                    </span>
                  )}
                </span>
                <span className="mt-1 block text-sm text-ink-muted">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
