import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from './layout';

export type NextStep = { title: string; text: string };

export type NextStepsPageProps = {
  title: string;
  lead: string;
  steps: readonly NextStep[];
  actions: ReactNode;
};

/** A confirmation page: what just happened, the numbered next steps, and where to go now. */
export function NextStepsPage({ title, lead, steps, actions }: NextStepsPageProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-canvas">
      <Container className="flex max-w-3xl flex-col gap-8 py-14 sm:py-20">
        <div className="flex flex-col items-start gap-4">
          <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-800">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl">{title}</h1>
          <p className="text-lg text-pretty text-ink-muted">{lead}</p>
        </div>
        <section aria-labelledby="next-steps" className="flex flex-col gap-4">
          <h2 id="next-steps" className="text-xl font-semibold text-ink">
            What happens next
          </h2>
          <ol className="flex flex-col gap-3">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="flex gap-4 rounded-lg border border-border bg-surface p-5 shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div className="flex flex-col gap-1">
                  <h3 className="font-semibold text-ink">{step.title}</h3>
                  <p className="text-sm text-pretty text-ink-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </Container>
    </div>
  );
}
