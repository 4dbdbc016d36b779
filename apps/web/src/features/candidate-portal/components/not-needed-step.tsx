import { CircleSlash } from 'lucide-react';
import { NOT_NEEDED_FOR_REQUEST } from '@candor/contracts';

const SECTION_NAMES: Record<2 | 3, string> = { 2: 'education', 3: 'employment history' };

/** A form step the request does not ask for (its type): nothing to fill in, nothing is sent. */
export function NotNeededStep({ step }: { step: 2 | 3 }) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-slate-300 bg-slate-50 p-4 text-sm">
      <CircleSlash aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-ink">{NOT_NEEDED_FOR_REQUEST}</p>
        <p className="text-ink-muted">
          This verification does not cover your {SECTION_NAMES[step]}, so there is nothing to fill in here.
          Use Next to continue.
        </p>
      </div>
    </div>
  );
}

/** The short note in the review summary for a section the request does not ask for. */
export function NotNeededSummary() {
  return <p className="py-2 text-sm text-ink-muted">{NOT_NEEDED_FOR_REQUEST}</p>;
}
