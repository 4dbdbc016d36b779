import { cn } from '../../lib/cn';
import { LoaderCircle } from 'lucide-react';

export type LoadingScreenProps = {
  label?: string;
  className?: string;
};

/** A centred spinner with visible text, for a page or area that is still loading. */
export function LoadingScreen({ label = 'Loading…', className }: LoadingScreenProps) {
  return (
    <div
      role="status"
      className={cn('flex min-h-[40vh] flex-col items-center justify-center gap-3', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-8 text-brand-600 motion-safe:animate-spin" />
      <p className="text-sm text-ink-muted">{label}</p>
    </div>
  );
}
