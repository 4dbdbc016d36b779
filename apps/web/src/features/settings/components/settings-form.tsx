import { useState, type SyntheticEvent } from 'react';
import {
  ALERT_THRESHOLD_MAX,
  ALERT_THRESHOLD_MIN,
  PROCESSING_TIMEOUT_OPTIONS,
  RATE_LIMIT_MAX,
  RATE_LIMIT_MIN,
  updateSettingsBodySchema,
  type Settings,
} from '@candor/contracts';
import { Button, Checkbox, SelectField, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { firstErrorPerPath, type FieldErrors } from '../../../lib/use-zod-form';
import { useUpdateSettings } from '../api/settings-api';

type Flags =
  | 'runChecksOnSubmission'
  | 'autoRetry'
  | 'emailNotifications'
  | 'debugLogging'
  | 'remindersEnabled'
  | 'requireMfa';

const flags: { key: Flags; label: string; hint: string }[] = [
  {
    key: 'runChecksOnSubmission',
    label: 'Run the automated checks on submission',
    hint: 'The checks start when a candidate submits or answers a request; staff can always run them.',
  },
  {
    key: 'autoRetry',
    label: 'Retry failed checks automatically',
    hint: 'A check that fails for a temporary reason is tried again.',
  },
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    hint: 'Staff get an email when a submission arrives.',
  },
  {
    key: 'remindersEnabled',
    label: 'Remind invited candidates',
    hint: 'At most once a day, up to 7 times, until they submit.',
  },
  {
    key: 'requireMfa',
    label: 'Require two-step verification',
    hint: 'Every member must turn it on to keep using Candor.',
  },
  {
    key: 'debugLogging',
    label: 'Debug logging',
    hint: 'More detail in the server log (never personal data).',
  },
];

/** Settings (docs/product.md#settings) with their ranges; the server checks them again. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const [timeout, setTimeoutValue] = useState(String(settings.processingTimeoutSeconds));
  const [alertThreshold, setAlertThreshold] = useState(String(settings.alertThreshold));
  const [rateLimit, setRateLimit] = useState(String(settings.rateLimitPerMinute));
  const [flagValues, setFlagValues] = useState<Record<Flags, boolean>>({
    runChecksOnSubmission: settings.runChecksOnSubmission,
    autoRetry: settings.autoRetry,
    emailNotifications: settings.emailNotifications,
    debugLogging: settings.debugLogging,
    remindersEnabled: settings.remindersEnabled,
    requireMfa: settings.requireMfa,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const update = useUpdateSettings();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setStatus(null);
    const parsed = updateSettingsBodySchema.safeParse({
      processingTimeoutSeconds: Number(timeout),
      alertThreshold: alertThreshold.trim() === '' ? Number.NaN : Number(alertThreshold),
      rateLimitPerMinute: rateLimit.trim() === '' ? Number.NaN : Number(rateLimit),
      ...flagValues,
    });
    if (!parsed.success) {
      setErrors(firstErrorPerPath(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        setStatus('Settings saved.');
      },
      onError: (caught) => {
        if (isApiError(caught) && caught.details.length > 0) setErrors(firstErrorPerPath(caught.details));
        else setStatus(`Settings could not be saved: ${caught.message}`);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {status && (
        <p role="status" className="text-sm text-ink">
          {status}
        </p>
      )}
      <SelectField
        label="Default processing timeout"
        value={timeout}
        onChange={(event) => {
          setTimeoutValue(event.target.value);
        }}
        options={PROCESSING_TIMEOUT_OPTIONS.map((s) => ({ value: String(s), label: `${s} seconds` }))}
        error={errors.processingTimeoutSeconds}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Admin alert threshold"
          type="number"
          inputMode="numeric"
          min={ALERT_THRESHOLD_MIN}
          max={ALERT_THRESHOLD_MAX}
          hint={`${ALERT_THRESHOLD_MIN}–${ALERT_THRESHOLD_MAX}`}
          value={alertThreshold}
          onChange={(event) => {
            setAlertThreshold(event.target.value);
          }}
          error={errors.alertThreshold}
        />
        <TextField
          label="Rate limit (requests per minute)"
          type="number"
          inputMode="numeric"
          min={RATE_LIMIT_MIN}
          max={RATE_LIMIT_MAX}
          hint={`${RATE_LIMIT_MIN}–${RATE_LIMIT_MAX}`}
          value={rateLimit}
          onChange={(event) => {
            setRateLimit(event.target.value);
          }}
          error={errors.rateLimitPerMinute}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">Options</legend>
        {flags.map((flag) => (
          <Checkbox
            key={flag.key}
            label={flag.label}
            hint={flag.hint}
            checked={flagValues[flag.key]}
            onChange={(event) => {
              setFlagValues((current) => ({ ...current, [flag.key]: event.target.checked }));
            }}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" loading={update.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
