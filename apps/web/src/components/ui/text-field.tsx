import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, FieldFrame } from './field-parts';
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
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={containerClassName}
    >
      <input
        {...props}
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClassName, className)}
      />
    </FieldFrame>
  );
}
