import { atsIntegrations, hrIntegrations, type Integration } from '../data/partners';

function IntegrationList({ title, items }: { title: string; items: readonly Integration[] }) {
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li
            key={item.name}
            className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-5 shadow-sm"
          >
            <span className="font-semibold text-ink">{item.name}</span>
            <span className="text-sm text-ink-muted">{item.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The four applicant-tracking-system and three HR-system integrations. */
export function Integrations() {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <IntegrationList
        title={`Applicant tracking systems (${atsIntegrations.length})`}
        items={atsIntegrations}
      />
      <IntegrationList title={`HR systems (${hrIntegrations.length})`} items={hrIntegrations} />
    </div>
  );
}
