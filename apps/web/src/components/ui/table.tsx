import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TableProps = ComponentProps<'table'> & {
  /** What the table lists; every data table should have one. */
  caption?: ReactNode;
  /** Keeps the caption for screen readers only, e.g. when a heading above already says it. */
  captionHidden?: boolean;
  containerClassName?: string;
};

export function Table({
  caption,
  captionHidden = false,
  className,
  containerClassName,
  children,
  ...props
}: TableProps) {
  return (
    <div
      className={cn('w-full overflow-x-auto rounded-lg border border-border bg-surface', containerClassName)}
    >
      <table {...props} className={cn('w-full border-collapse text-left text-sm', className)}>
        {caption != null && (
          <caption
            className={cn(
              captionHidden
                ? 'sr-only'
                : 'px-4 py-3 text-left text-sm font-medium text-ink-muted caption-top',
            )}
          >
            {caption}
          </caption>
        )}
        {children}
      </table>
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead {...props} className={cn('border-b border-border bg-slate-50', className)} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody {...props} className={cn('divide-y divide-border', className)} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr {...props} className={cn('hover:bg-slate-50/60', className)} />;
}

/** A header cell; `scope` defaults to "col" (use "row" for a row header). */
export function TableHeaderCell({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      {...props}
      scope={scope}
      className={cn('px-4 py-3 text-xs font-semibold tracking-wide text-slate-700 uppercase', className)}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td {...props} className={cn('px-4 py-3 align-middle text-ink', className)} />;
}
