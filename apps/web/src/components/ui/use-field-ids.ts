import { useId } from 'react';

export type FieldIds = {
  /** The control's id, for the label's htmlFor. */
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The ids that describe the control (own aria-describedby first, then hint, then error). */
  describedBy: string | undefined;
  invalid: boolean;
};

/** Ids tying a form control to its label, hint and error message. */
export function useFieldIds({
  id,
  hasHint,
  error,
  ariaDescribedBy,
}: {
  id: string | undefined;
  hasHint: boolean;
  error: string | undefined;
  ariaDescribedBy: string | undefined;
}): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const invalid = Boolean(error);
  const errorId = invalid ? `${controlId}-error` : undefined;
  const describedBy = [ariaDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid };
}
