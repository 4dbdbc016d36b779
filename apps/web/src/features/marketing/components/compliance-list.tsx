import { ShieldCheck } from 'lucide-react';
import { complianceStandards } from '../data/claims';

/** FCRA, GDPR and SOC 2, each with a short explanation. */
export function ComplianceList() {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {complianceStandards.map((standard) => (
        <li
          key={standard.name}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-6 shadow-sm"
        >
          <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <ShieldCheck aria-hidden="true" className="size-5 text-green-700" />
            {standard.name}
          </h3>
          <p className="text-sm text-pretty text-ink-muted">{standard.summary}</p>
        </li>
      ))}
    </ul>
  );
}
