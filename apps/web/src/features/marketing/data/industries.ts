import type { Industry } from '@candor/contracts';
import { Building2, Cpu, GraduationCap, HeartPulse, Landmark, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { Stat } from '../components/stat-list';

export type IndustryContent = {
  icon: LucideIcon;
  headline: string;
  summary: string;
  description: string;
  lead: string;
  features: readonly string[];
  /** Two figures shown beside the turnaround. */
  stats: readonly [Stat, Stat];
  compliance: string;
};

/** The copy of each industry page; names and turnarounds come from the contracts values. */
export const industryContent: Record<Industry, IndustryContent> = {
  healthcare: {
    icon: HeartPulse,
    headline: 'Verification for healthcare hiring',
    summary: 'Licenses, certifications and exclusion lists checked before a clinician meets a patient.',
    description:
      'Background verification for hospitals, clinics and care providers: license and certification checks, OIG and state exclusion lists, and education and employment verification.',
    lead: 'Patients depend on credentials being real. Candor verifies licenses, certifications and work history for clinical and non-clinical roles, and re-checks them while people work for you.',
    features: [
      'Primary-source license and board certification checks',
      'OIG, SAM and state Medicaid exclusion list screening',
      'Education verification for medical and nursing schools',
      'Employment history with supervisor confirmation',
      'Ongoing monitoring with alerts when a license lapses',
    ],
    stats: [
      { value: '100%', label: 'Licenses checked at the primary source' },
      { value: '40%', label: 'Shorter credentialing cycle' },
    ],
    compliance: 'Compliance: FCRA, HIPAA-aware handling of health information, and Joint Commission credentialing standards.',
  },
  financial: {
    icon: Landmark,
    headline: 'Verification for financial services',
    summary: 'Screening for regulated roles, with the audit trail examiners expect.',
    description:
      'Background verification for banks, insurers and fintechs: FINRA and sanctions checks, credit history where permitted, and employment and education verification for regulated roles.',
    lead: 'Regulators expect you to know who handles your customers’ money. Candor runs the checks each role requires and keeps an audit trail ready for your next examination.',
    features: [
      'FINRA registration and disciplinary history checks',
      'Global sanctions and politically exposed person screening',
      'Credit history reports where the law permits them',
      'Employment verification with dates and titles',
      'Audit-ready reports for every decision',
    ],
    stats: [
      { value: '200+', label: 'Sanctions and watch lists screened' },
      { value: '100%', label: 'Decisions with a recorded audit trail' },
    ],
    compliance: 'Compliance: FCRA, GLBA safeguards, FINRA Rule 3110 and GDPR for European candidates.',
  },
  technology: {
    icon: Cpu,
    headline: 'Verification for technology companies',
    summary: 'Fast, candidate-friendly checks that keep pace with competitive offers.',
    description:
      'Candidate verification for technology companies: employment, education and LinkedIn profile checks in hours, with ATS integrations and a mobile-friendly candidate portal.',
    lead: 'The best engineers have several offers. Candor verifies employment, education and professional profiles in hours, so background checks never hold up a signed offer.',
    features: [
      'Employment and education checks in as little as 6 hours',
      'LinkedIn profile analysis against the résumé',
      'Integrations with Greenhouse, Lever and other ATS platforms',
      'A mobile-friendly candidate portal with no account to create',
      'Global coverage for distributed and remote teams',
    ],
    stats: [
      { value: '150+', label: 'Countries covered for remote hires' },
      { value: '4.8/5', label: 'Candidate satisfaction rating' },
    ],
    compliance: 'Compliance: FCRA, GDPR and SOC 2 Type II, with data residency options for European hires.',
  },
  education: {
    icon: GraduationCap,
    headline: 'Verification for education employers',
    summary: 'Safe hiring for schools, colleges and universities.',
    description:
      'Background verification for schools and universities: teaching credentials, degrees, criminal history and child-safety checks, with references from previous schools.',
    lead: 'Schools carry a special duty of care. Candor verifies teaching credentials, degrees and work history, and runs the safety checks your state requires before anyone joins a classroom.',
    features: [
      'Teaching license and credential verification',
      'Degree verification, including international qualifications',
      'Criminal history and sex offender registry searches',
      'References from previous schools and districts',
      'Re-screening schedules for existing staff',
    ],
    stats: [
      { value: '50', label: 'States’ teaching license boards covered' },
      { value: '3x', label: 'Faster than manual reference calls' },
    ],
    compliance: 'Compliance: FCRA, FERPA-aware handling of student records and state child-safety requirements.',
  },
  government: {
    icon: Building2,
    headline: 'Verification for government agencies',
    summary: 'Thorough suitability checks for public-sector roles and contractors.',
    description:
      'Background verification for government agencies and contractors: identity, citizenship, criminal history, employment and education checks with a complete audit trail.',
    lead: 'Public service demands public trust. Candor supports agencies and contractors with identity, employment, education and criminal history checks, documented end to end.',
    features: [
      'Identity and right-to-work verification',
      'Federal, state and county criminal history searches',
      'Employment and education verification for suitability reviews',
      'Contractor screening with the same standards as staff',
      'Complete audit trail and records retention controls',
    ],
    stats: [
      { value: '7 years', label: 'Employment history verified by default' },
      { value: '100%', label: 'Checks logged for audit' },
    ],
    compliance: 'Compliance: FCRA, the Privacy Act and SOC 2 Type II controls, with data hosted in the United States.',
  },
  retail: {
    icon: ShoppingBag,
    headline: 'Verification for retail and hospitality',
    summary: 'High-volume and seasonal hiring without the backlog.',
    description:
      'Background verification for retail and hospitality: fast identity, employment and criminal history checks for high-volume and seasonal hiring, with fair-chance compliance built in.',
    lead: 'Peak season does not wait. Candor handles thousands of checks a week with consistent, fair-chance compliant screening, so new hires start on the shift they were hired for.',
    features: [
      'Bulk invitations for seasonal and high-volume hiring',
      'Identity and right-to-work verification',
      'Criminal history searches with fair-chance workflows',
      'Employment verification for previous retail roles',
      'Status updates by text message for hourly candidates',
    ],
    stats: [
      { value: '10,000+', label: 'Checks handled per week at peak' },
      { value: '85%', label: 'Candidates complete the form on a phone' },
    ],
    compliance: 'Compliance: FCRA, state and city fair-chance laws and GDPR for European stores.',
  },
};
