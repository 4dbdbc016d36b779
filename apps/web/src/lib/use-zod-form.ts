import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldIssue } from '@candor/contracts';

/** Anything with zod's `safeParse`; the schema comes from the contracts package. */
type Schema<Out> = {
  safeParse: (
    data: unknown,
  ) =>
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per dotted path: the one shown under the field. */
export function firstErrorPerPath(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * A small form state for flat forms validated by a contracts schema: values, the message under
 * each field, and server-side field errors (400 details) mapped back to their fields.
 */
export function useZodForm<Values extends Record<string, string>, Out>(schema: Schema<Out>, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const field = useCallback(
    <K extends keyof Values & string>(name: K) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    }),
    [values, errors],
  );

  /** Validates everything; shows every message and returns null when something is wrong. */
  const validate = useCallback((): Out | null => {
    const result = schema.safeParse(values);
    if (!result.success) {
      setErrors(firstErrorPerPath(result.error.issues));
      return null;
    }
    setErrors({});
    return result.data;
  }, [schema, values]);

  const showServerErrors = useCallback((details: readonly FieldIssue[]) => {
    setErrors(firstErrorPerPath(details));
  }, []);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, setValues, errors, field, validate, showServerErrors, reset };
}
