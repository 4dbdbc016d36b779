import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = {
  size?: SpinnerSize;
  /** When set, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
};

const sizeClass: Record<SpinnerSize, string> = {
  sm: 'size-4',
  md: 'size-5',
  lg: 'size-8',
};

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const icon = (
    <LoaderCircle
      aria-hidden="true"
      className={cn('shrink-0 motion-safe:animate-spin', sizeClass[size], className)}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
