import {
  demoRequestBodySchema,
  demoRequestResponseSchema,
  demoRequestSuccessMessage,
  INTERNAL_ERROR_MESSAGE,
} from '@candor/contracts';
import { isApiError } from '../../lib/api-error';
import { apiFetch } from '../../lib/api-fetch';
import {
  DEMO_REQUEST_FIELDS,
  SALES_EMAIL,
  type DemoRequestField,
  type DemoRequestValues,
  type FieldErrors,
} from './fields';

/**
 * Validating and sending a demo request. The form loads this module when the visitor starts
 * filling it in, so the schema library is not part of the page's first download.
 */

export type DemoRequestOutcome =
  | { status: 'invalid'; fieldErrors: FieldErrors }
  | { status: 'submitted'; demoRequestId: string; successMessage: string }
  | { status: 'failed'; message: string; fieldErrors: FieldErrors };

function isField(path: string): path is DemoRequestField {
  return DEMO_REQUEST_FIELDS.some((field) => field === path);
}

/** The first message for each field, from zod issues or the server's `details`. */
function firstMessagePerField(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) if (isField(path)) errors[path] ??= message;
  return errors;
}

/** Blank fields are left out: a required one then reads as missing, an optional one as not given. */
function toBody(values: DemoRequestValues): Partial<DemoRequestValues> {
  const body: Partial<DemoRequestValues> = {};
  for (const field of DEMO_REQUEST_FIELDS) if (values[field].trim() !== '') body[field] = values[field];
  return body;
}

/** The message shown above the button when the request could not be stored. */
function failureMessage(error: unknown): string {
  if (!isApiError(error)) return `${INTERNAL_ERROR_MESSAGE} If it keeps happening, email ${SALES_EMAIL}.`;
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return 'Please correct the fields marked below and send the request again.';
    case 'RATE_LIMITED':
      return `${error.message} You can also email ${SALES_EMAIL} and we will set up your demo.`;
    case 'NETWORK_ERROR':
      return `${error.message} Your answers are still here.`;
    default:
      return `${error.message} Please try again in a moment, or email ${SALES_EMAIL}.`;
  }
}

/** Checks the values with the contracts schema and, when valid, stores the request as a lead. */
export async function submitDemoRequest(
  values: DemoRequestValues,
  { onSending }: { onSending?: () => void } = {},
): Promise<DemoRequestOutcome> {
  const parsed = demoRequestBodySchema.safeParse(toBody(values));
  if (!parsed.success) {
    return {
      status: 'invalid',
      fieldErrors: firstMessagePerField(
        parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        })),
      ),
    };
  }
  onSending?.();
  try {
    const { demoRequestId } = await apiFetch('/demo-requests', {
      body: parsed.data,
      schema: demoRequestResponseSchema,
    });
    return {
      status: 'submitted',
      demoRequestId,
      successMessage: demoRequestSuccessMessage(parsed.data.firstName),
    };
  } catch (error) {
    return {
      status: 'failed',
      message: failureMessage(error),
      fieldErrors: isApiError(error) ? firstMessagePerField(error.details) : {},
    };
  }
}
