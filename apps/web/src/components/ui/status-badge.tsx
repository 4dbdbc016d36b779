import { statusBadgeColor, verificationStatusLabel, type BadgeColor } from '@candor/contracts';
import { cn } from '../../lib/cn';

// Text on tint at 900 keeps contrast well above WCAG AA.
const colorClass: Record<BadgeColor, string> = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  teal: 'bg-teal-100 text-teal-900 ring-teal-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-slate-100 text-slate-800 ring-slate-300',
};

const dotClass: Record<BadgeColor, string> = {
  amber: 'bg-amber-500',
  teal: 'bg-teal-600',
  blue: 'bg-blue-600',
  purple: 'bg-purple-600',
  green: 'bg-green-600',
  red: 'bg-red-600',
  grey: 'bg-slate-500',
};

export type StatusBadgeProps = {
  status: string;
  className?: string;
};

/** A verification status as a coloured pill (docs/product.md#verification-statuses); INVITED reads "Pending". */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const color = statusBadgeColor(status);
  return (
    <span
      data-color={color}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        colorClass[color],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dotClass[color])} />
      {verificationStatusLabel(status)}
    </span>
  );
}
