import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint } from './field-parts';
import { useFieldIds } from './use-field-ids';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  containerClassName?: string;
};

/** A checkbox with its label beside it; hint and error below. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds({ id, hasHint: hint != null, error, ariaDescribedBy });
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <div className="flex items-start gap-2.5">
        <input
          {...props}
          id={ids.controlId}
          type="checkbox"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={cn(
            'mt-0.5 size-4 shrink-0 cursor-pointer rounded border-border-strong accent-brand-700',
            'disabled:cursor-not-allowed aria-invalid:outline-1 aria-invalid:outline-red-700',
            className,
          )}
        />
        <label htmlFor={ids.controlId} className="cursor-pointer text-sm text-ink">
          {label}
        </label>
      </div>
      {hint != null && (
        <div className="pl-6.5">
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
        </div>
      )}
      {ids.invalid && (
        <div className="pl-6.5">
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
