import { Headset, Handshake, Megaphone, MessageSquare, type LucideIcon } from 'lucide-react';

export type ContactChannel = {
  icon: LucideIcon;
  title: string;
  text: string;
  email: string;
  /** Display form of a fictional 555 number. */
  phone: string;
};

/** The four contact cards. */
export const contactChannels: readonly ContactChannel[] = [
  {
    icon: MessageSquare,
    title: 'Sales',
    text: 'Pricing, plans and demos for your team.',
    email: 'sales@candor.example.com',
    phone: '+1 (415) 555-0142',
  },
  {
    icon: Headset,
    title: 'Support',
    text: 'Help with an account or a verification in progress.',
    email: 'support@candor.example.com',
    phone: '+1 (415) 555-0199',
  },
  {
    icon: Handshake,
    title: 'Partnerships',
    text: 'Integrations, channel and consulting partnerships.',
    email: 'partners@candor.example.com',
    phone: '+1 (212) 555-0178',
  },
  {
    icon: Megaphone,
    title: 'Press',
    text: 'Media inquiries and interview requests.',
    email: 'press@candor.example.com',
    phone: '+1 (212) 555-0134',
  },
];

export type Office = { city: string; lines: readonly string[]; phone: string };

/** The three offices. */
export const offices: readonly Office[] = [
  {
    city: 'San Francisco (headquarters)',
    lines: ['500 Harrison Street, Suite 400', 'San Francisco, CA 94105', 'United States'],
    phone: '+1 (415) 555-0100',
  },
  {
    city: 'New York',
    lines: ['120 Hudson Street, 6th Floor', 'New York, NY 10013', 'United States'],
    phone: '+1 (212) 555-0160',
  },
  {
    city: 'London',
    lines: ['45 Clerkenwell Road', 'London EC1M 5RS', 'United Kingdom'],
    phone: '+44 20 7946 0321',
  },
];
