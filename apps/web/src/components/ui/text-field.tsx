import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, FieldError, FieldHint, FieldLabel } from './field-parts';
import { useFieldIds } from './use-field-ids';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; marks the input invalid. */
  error?: string;
  /** Classes for the wrapper around label, input and messages. */
  containerClassName?: string;
};

/** A labelled text input. Pass `ref` (or spread react-hook-form's `register`) as with an input. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  required,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds({ id, hasHint: hint != null, error, ariaDescribedBy });
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      {hint != null && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <input
        {...props}
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClassName, className)}
      />
      {ids.invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
