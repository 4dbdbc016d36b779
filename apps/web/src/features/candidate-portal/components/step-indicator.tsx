import { Check } from 'lucide-react';
import { CANDIDATE_STEP_TITLES, NOT_NEEDED_FOR_REQUEST } from '@candor/contracts';
import { cn } from '../../../lib/cn';

/**
 * The five steps; a passed step shows a check mark and can be revisited. On a phone only the
 * numbers show, with the current step's title underneath.
 */
export function StepIndicator({
  current,
  onGoTo,
  canVisit = (step) => step < current,
  notRequested = () => false,
  notNeeded = () => false,
}: {
  current: number;
  /** Go back to a passed step. */
  onGoTo: (step: number) => void;
  /** Steps that can be opened from here; by default those passed. */
  canVisit?: (step: number) => boolean;
  /** Steps an open request for more information did not ask about. */
  notRequested?: (step: number) => boolean;
  /** Steps this request does not ask for at all (its type). */
  notNeeded?: (step: number) => boolean;
}) {
  return (
    <nav aria-label="Verification steps">
      <ol className="flex items-start justify-between gap-1 sm:gap-2">
        {CANDIDATE_STEP_TITLES.map((title, index) => {
          const step = index + 1;
          const active = step === current;
          const passed = !active && canVisit(step);
          const skipped = notRequested(step) || notNeeded(step);
          const marker = (
            <span
              aria-hidden="true"
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                passed && !skipped && 'border-brand-700 bg-brand-700 text-white',
                passed && skipped && 'border-slate-400 bg-slate-100 text-slate-600',
                active && 'border-brand-700 bg-surface text-brand-800',
                !passed && !active && 'border-slate-300 bg-surface text-ink-muted',
              )}
            >
              {passed ? <Check className="size-5" /> : step}
            </span>
          );
          const label = (
            <span
              className={cn(
                'hidden text-center text-xs leading-tight sm:block',
                active ? 'font-semibold text-ink' : 'text-ink-muted',
              )}
            >
              {title}
              {notNeeded(step) && (
                <span className="mt-0.5 block font-normal text-ink-muted italic">
                  {NOT_NEEDED_FOR_REQUEST}
                </span>
              )}
            </span>
          );
          const state = [
            passed ? 'completed' : active ? 'current step' : 'not started',
            ...(notRequested(step) ? ['not requested'] : []),
          ].join(', ');
          return (
            <li key={title} className="relative flex flex-1 flex-col items-center">
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-[1.0625rem] right-1/2 -left-1/2 h-0.5',
                    step <= current ? 'bg-brand-700' : 'bg-slate-300',
                  )}
                />
              )}
              {passed ? (
                <button
                  type="button"
                  onClick={() => {
                    onGoTo(step);
                  }}
                  className="relative flex flex-col items-center gap-1.5 rounded-md p-0.5"
                >
                  {marker}
                  {label}
                  <span className="sr-only">
                    Step {step}: {title} ({state})
                  </span>
                </button>
              ) : (
                <span
                  aria-current={active ? 'step' : undefined}
                  className="relative flex flex-col items-center gap-1.5 p-0.5"
                >
                  {marker}
                  {label}
                  <span className="sr-only">
                    Step {step}: {title} ({state})
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-center text-sm font-medium text-ink sm:hidden">
        Step {current} of {CANDIDATE_STEP_TITLES.length}: {CANDIDATE_STEP_TITLES[current - 1]}
        {notRequested(current) && ' (not requested)'}
        {notNeeded(current) && ` (${NOT_NEEDED_FOR_REQUEST.toLowerCase()})`}
      </p>
    </nav>
  );
}
