import {
  FileSearch,
  Gauge,
  Lock,
  Plug,
  Scale,
  ScanSearch,
  Smartphone,
  Timer,
  UserCheck,
  Users,
} from 'lucide-react';
import type { Feature } from '../components/feature-grid';

/** The landing page below the first screen. */

export const aiTechnology = {
  title: 'AI that does the legwork, people who decide',
  intro:
    'Our verification models read documents, line up records from different sources and point out what does not match. Every finding comes with its reasons, and no candidate is approved or rejected by a machine.',
  features: [
    {
      icon: FileSearch,
      title: 'Document analysis',
      text: 'Certificates and letters are read automatically; names, dates and issuers are checked against what the candidate entered.',
    },
    {
      icon: ScanSearch,
      title: 'Cross-source matching',
      text: 'Education, employment and profile data are compared side by side, so inconsistencies surface in minutes.',
    },
    {
      icon: Gauge,
      title: 'Confidence and risk',
      text: 'Each check reports a confidence level, the discrepancies found and a recommendation your team can accept or overrule.',
    },
    {
      icon: Scale,
      title: 'Human review, always',
      text: 'Reviewers see the evidence behind every flag. Decisions, notes and changes are recorded for your audit trail.',
    },
  ] satisfies Feature[],
};

export const benefits: readonly Feature[] = [
  {
    icon: Timer,
    title: 'Hire days sooner',
    text: 'Most verifications finish in about 24 hours, ten times faster than chasing registrars and former employers yourself.',
  },
  {
    icon: UserCheck,
    title: 'Decide on facts',
    text: 'Results are confirmed at the source with 99.9% accuracy, and every discrepancy is shown with its evidence.',
  },
  {
    icon: Lock,
    title: 'Stay compliant',
    text: 'FCRA consent and adverse-action steps, GDPR data rights and SOC 2 audited controls are part of every check.',
  },
  {
    icon: Smartphone,
    title: 'A better candidate experience',
    text: 'Candidates complete one private, mobile-friendly form instead of answering the same questions by email.',
  },
  {
    icon: Plug,
    title: 'Fits your stack',
    text: 'Start verifications from your applicant tracking system and send results back to your HR system.',
  },
  {
    icon: Users,
    title: 'Built for teams',
    text: 'Roles and permissions for recruiters, HR directors and compliance officers, with a full audit log.',
  },
];
