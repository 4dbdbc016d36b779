import type { Step } from '../data/steps';

/** Numbered steps with an icon each. */
export function StepsList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {steps.map(({ icon: Icon, title, text }, index) => (
        <li
          key={title}
          className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="text-sm font-medium text-ink-muted">Step {index + 1}</span>
          </div>
          <h3 className="text-base font-semibold text-ink">{title}</h3>
          <p className="text-sm text-ink-muted">{text}</p>
        </li>
      ))}
    </ol>
  );
}
