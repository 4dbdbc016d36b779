import { cn, type ClassValue } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 disabled:hover:bg-brand-700',
  secondary:
    'border border-border-strong bg-surface text-ink shadow-sm hover:bg-slate-50 active:bg-slate-100 disabled:hover:bg-surface',
  ghost: 'text-brand-700 hover:bg-brand-50 active:bg-brand-100 disabled:hover:bg-transparent',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900 disabled:hover:bg-red-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** The button look, also for links that should read as buttons. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: ClassValue } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}
