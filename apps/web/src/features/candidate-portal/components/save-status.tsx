import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { SaveStatus } from '../hooks/use-autosave';

const texts: Record<Exclude<SaveStatus, 'idle'>, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved – retrying',
};

/** Where the draft stands; announced politely as it changes. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  return (
    <p role="status" aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-sm">
      {status === 'saving' && (
        <LoaderCircle aria-hidden="true" className="size-4 text-ink-muted motion-safe:animate-spin" />
      )}
      {status === 'saved' && <CircleCheck aria-hidden="true" className="size-4 text-green-700" />}
      {status === 'retrying' && <CircleAlert aria-hidden="true" className="size-4 text-amber-700" />}
      {status !== 'idle' && (
        <span className={status === 'retrying' ? 'font-medium text-amber-800' : 'text-ink-muted'}>
          {texts[status]}
        </span>
      )}
    </p>
  );
}
