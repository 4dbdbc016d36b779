import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={cn('rounded-lg border border-border bg-surface shadow-sm', className)} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={cn('flex flex-col gap-1 px-6 pt-6', className)} />;
}

export type CardTitleProps = ComponentProps<'h2'> & {
  /** The heading level that fits the page outline. */
  as?: 'h2' | 'h3' | 'h4';
};

export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return <Heading {...props} className={cn('text-lg font-semibold text-ink', className)} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p {...props} className={cn('text-sm text-ink-muted', className)} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={cn('px-6 py-6', className)} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      {...props}
      className={cn('flex flex-wrap items-center gap-3 border-t border-border px-6 py-4', className)}
    />
  );
}
