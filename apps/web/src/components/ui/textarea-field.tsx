import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, FieldFrame } from './field-parts';
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
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={containerClassName}
    >
      <textarea
        {...props}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClassName, 'min-h-20 resize-y', className)}
      />
    </FieldFrame>
  );
}
