import { useState, type SyntheticEvent } from 'react';
import { PRICING_PLANS, type PricingPlanId } from '@candor/contracts';
import { Button, SelectField, TextareaField } from '../../../components/ui';
import { useRequestUpgrade } from '../api/billing-api';

/** "Request an upgrade": reaches platform staff as a lead tied to the organisation. */
export function UpgradeRequestForm({ requestedAt }: { requestedAt: string | null }) {
  const [plan, setPlan] = useState<PricingPlanId | ''>('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestUpgrade();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    request.mutate(
      { ...(plan ? { plan } : {}), ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: (data) => {
          setSent(data.message);
          setMessage('');
        },
        onError: (caught) => {
          setError(caught.message);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="upgrade-heading">
      <h2 id="upgrade-heading" className="text-lg font-semibold text-ink">
        Request an upgrade
      </h2>
      <p className="text-sm text-ink-muted">
        Our team contacts you within one business day to set up a plan for your organisation.
        {requestedAt &&
          ` You last asked on ${new Date(requestedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}.`}
      </p>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {sent}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <SelectField
        label="Plan you have in mind"
        value={plan}
        placeholder="Not sure yet"
        onChange={(event) => {
          setPlan(event.target.value as PricingPlanId | '');
        }}
        options={PRICING_PLANS.map((p) => ({
          value: p.id,
          label: `${p.name} ($${p.pricePerVerification} per verification)`,
        }))}
      />
      <TextareaField
        label="Anything we should know"
        hint="Optional: how many people you hire, when you want to start."
        value={message}
        maxLength={2000}
        rows={3}
        onChange={(event) => {
          setMessage(event.target.value);
        }}
      />
      <div>
        <Button type="submit" loading={request.isPending}>
          Request an upgrade
        </Button>
      </div>
    </form>
  );
}
