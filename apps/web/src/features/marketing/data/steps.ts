import { ClipboardList, MailPlus, UserCheck, type LucideIcon } from 'lucide-react';

export type Step = { icon: LucideIcon; title: string; text: string };

export const steps: readonly Step[] = [
  {
    icon: MailPlus,
    title: 'Invite',
    text: 'Invite a candidate by email. They receive a private link that works only for them.',
  },
  {
    icon: ClipboardList,
    title: 'Complete',
    text: 'The candidate completes a five-step form: personal details, education, employment, documents, then review and submit.',
  },
  {
    icon: UserCheck,
    title: 'Review and decide',
    text: 'Your team reviews the verified results, asks for more information if needed, and makes the decision.',
  },
];
