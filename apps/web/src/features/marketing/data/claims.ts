import type { Stat } from '../components/stat-list';

/** The figures the site claims (docs/product.md#who-it-is-for). */
export const headlineStats: readonly Stat[] = [
  { value: '99.9%', label: 'Verification accuracy' },
  { value: '10x', label: 'Faster than manual checks' },
  { value: '24 hrs', label: 'Average turnaround' },
  { value: '10K+', label: 'Companies hire with Candor' },
];

export type ComplianceStandard = { name: string; summary: string };

/** The standards the site says Candor complies with (docs/product.md#who-it-is-for). */
export const complianceStandards: readonly ComplianceStandard[] = [
  {
    name: 'FCRA',
    summary:
      'Disclosure, written consent and the pre-adverse and adverse action steps of the Fair Credit Reporting Act are built into every screening.',
  },
  {
    name: 'GDPR',
    summary:
      'Candidates see what is collected and why, data is kept only as long as needed, and access and erasure requests are honored.',
  },
  {
    name: 'SOC 2',
    summary:
      'Security, availability and confidentiality controls are audited independently every year against the SOC 2 Type II criteria.',
  },
];
