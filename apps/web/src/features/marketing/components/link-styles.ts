import { buttonClassName, type ButtonSize } from '../../../components/ui/button-styles';
import { cn, type ClassValue } from '../../../lib/cn';

/** Link looks: the UI kit's buttons on light backgrounds, and two for dark bands. */
export type LinkButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outline-inverse';

const onDark: Record<'inverse' | 'outline-inverse', string> = {
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50 active:bg-brand-100',
  'outline-inverse': 'border border-white/70 text-white hover:bg-white/10 active:bg-white/20',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function linkButtonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: LinkButtonVariant; size?: ButtonSize; className?: ClassValue } = {}): string {
  if (variant === 'inverse' || variant === 'outline-inverse') {
    return cn(
      'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
      'focus-visible:outline-white',
      onDark[variant],
      sizes[size],
      className,
    );
  }
  return buttonClassName({ variant, size, className });
}
