import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, FieldError, FieldHint, FieldLabel } from './field-parts';
import { useFieldIds } from './use-field-ids';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  containerClassName?: string;
};

export function TextareaField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  required,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaFieldProps) {
  const ids = useFieldIds({ id, hasHint: hint != null, error, ariaDescribedBy });
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      {hint != null && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <textarea
        {...props}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClassName, 'min-h-20 resize-y', className)}
      />
      {ids.invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
