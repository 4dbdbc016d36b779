import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { NOT_REQUESTED_LABEL } from '../request-scope';

/** A small label for a section the open request did not ask about. */
export function NotRequestedBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
      <Lock aria-hidden="true" className="size-3.5" />
      {NOT_REQUESTED_LABEL}
    </span>
  );
}

/** The note at the top of a step the open request did not ask about. */
export function NotRequestedNote({ children }: { children?: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-ink">{NOT_REQUESTED_LABEL}</p>
        {children && <p className="text-ink-muted">{children}</p>}
      </div>
    </div>
  );
}
