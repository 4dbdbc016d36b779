import {
  BadgeCheck,
  BrainCircuit,
  Briefcase,
  GraduationCap,
  MessagesSquare,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceId } from './services';

export type ServiceSummary = {
  id: ServiceId;
  name: string;
  to: string;
  icon: LucideIcon;
  summary: string;
};

/** The six services, as cards on the landing page and the services index. */
export const serviceSummaries: readonly ServiceSummary[] = [
  {
    id: 'education',
    name: 'Education Verification',
    to: '/services/education',
    icon: GraduationCap,
    summary:
      'Degrees, diplomas and attendance dates confirmed directly with universities, colleges and clearinghouses.',
  },
  {
    id: 'employment',
    name: 'Employment Verification',
    to: '/services/employment',
    icon: Briefcase,
    summary: 'Employers, job titles and dates checked with past employers and payroll records, not taken on trust.',
  },
  {
    id: 'linkedin',
    name: 'LinkedIn Verification',
    to: '/services/linkedin',
    icon: BadgeCheck,
    summary: 'The professional profile compared with the résumé: roles, schools and network consistency.',
  },
  {
    id: 'background',
    name: 'Background Screening',
    to: '/services/background',
    icon: ShieldCheck,
    summary: 'Identity, criminal records, sanctions and watch lists, run with the consent the FCRA requires.',
  },
  {
    id: 'reference',
    name: 'Reference Checks',
    to: '/services/reference',
    icon: MessagesSquare,
    summary: 'Structured conversations with former managers, summarized into answers your team can compare.',
  },
  {
    id: 'ai',
    name: 'AI Verification',
    to: '/ai-verification',
    icon: BrainCircuit,
    summary:
      'Automated checks that read documents, match records and flag discrepancies for a person to review.',
  },
];

