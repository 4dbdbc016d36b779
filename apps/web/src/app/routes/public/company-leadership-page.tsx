import { CompanyPageShell } from '../../../features/marketing/components/company-page-shell';
import { leaders } from '../../../features/marketing/data/company-leadership';
import { Section } from '../../../features/marketing/components/layout';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

function CompanyLeadershipPage() {
  return (
    <CompanyPageShell page="leadership">
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
    </CompanyPageShell>
  );
}

export { CompanyLeadershipPage as Component };
