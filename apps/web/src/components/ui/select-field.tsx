import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, FieldFrame } from './field-parts';
import { useFieldIds } from './use-field-ids';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The choices; `children` (<option> elements) may be used instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Select a country". */
  placeholder?: string;
  containerClassName?: string;
};

export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  className,
  containerClassName,
  required,
  children,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SelectFieldProps) {
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
      <div className="relative">
        <select
          {...props}
          id={ids.controlId}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={cn(controlClassName, 'appearance-none pr-9', className)}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
    </FieldFrame>
  );
}
