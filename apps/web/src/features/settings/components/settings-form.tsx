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
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { firstErrorPerPath, type FieldErrors } from '../../../lib/use-zod-form';
import { useUpdateSettings } from '../api/settings-api';

type Flags =
  | 'runChecksOnSubmission'
  | 'autoRetry'
  | 'emailNotifications'
  | 'debugLogging'
  | 'remindersEnabled'
  | 'requireMfa';

/** Each setting says what it acts on (docs/product.md#settings). */
const flags: { key: Flags; label: string; hint: string }[] = [
  {
    key: 'runChecksOnSubmission',
    label: 'Run the automated checks on submission',
    hint: 'Applies to the automated checks: they start when a candidate submits or answers a request; staff can always run them.',
  },
  {
    key: 'autoRetry',
    label: 'Retry failed checks automatically',
    hint: 'Applies to the automated checks: a check that fails with an error is tried once more, within the processing timeout.',
  },
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    hint: 'Reviewers get an email when a candidate submits or answers a request; candidates are told their submission arrived and, later, the decision.',
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
    hint: "Your organisation's requests are logged in more detail (route and timings), never with personal data.",
  },
];

/** Settings (docs/product.md#settings) with their ranges; the server checks them again. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const session = useSession();
  // Requiring two-step verification of everyone needs it on one's own account first (the
  // server refuses otherwise); already required, it can still be switched off.
  const ownMfa = session.status === 'signed-in' && session.me.user.twoFactorEnabled;
  const mfaBlocked = !ownMfa && !settings.requireMfa;
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
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateSettings();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setStatus(null);
    setFailure(null);
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
      // Never silent: the server's message shows by its field, and above the form as well.
      onError: (caught) => {
        setErrors(isApiError(caught) && caught.details.length > 0 ? firstErrorPerPath(caught.details) : {});
        setFailure(`Settings could not be saved: ${caught.message}`);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {status}
      </p>
      {failure && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <SelectField
        label="Default processing timeout"
        value={timeout}
        onChange={(event) => {
          setTimeoutValue(event.target.value);
        }}
        hint="Applies to the automated checks: a run stops after this long and says which checks could not finish."
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
          hint={`${ALERT_THRESHOLD_MIN}–${ALERT_THRESHOLD_MAX}. When more submissions than this wait for review, administrators get an alert and an email (once each time it is passed).`}
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
          hint={`${RATE_LIMIT_MIN}–${RATE_LIMIT_MAX}. Applies to API keys (coming with integrations): it has no effect until then.`}
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
            hint={
              flag.key === 'requireMfa' && mfaBlocked ? (
                <>
                  {flag.hint} You have not turned on two-step verification for your own account, so you cannot
                  require it of others yet.{' '}
                  <Link to="/security" className="font-medium text-brand-800 underline underline-offset-4">
                    Set it up in Security
                  </Link>
                </>
              ) : (
                flag.hint
              )
            }
            disabled={flag.key === 'requireMfa' && mfaBlocked}
            error={errors[flag.key]}
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
