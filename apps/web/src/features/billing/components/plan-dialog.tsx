import { useState, type SyntheticEvent } from 'react';
import {
  ORGANISATION_PLANS,
  VERIFICATION_LIMIT_MAX,
  organisationPlanLabels,
  type OrganisationPlan,
} from '@candor/contracts';
import { Button, Dialog, SelectField, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useChangePlan } from '../api/billing-api';

type Organisation = { id: string; name: string; plan: string; verificationLimit: number | null };

/** Platform staff: set an organisation's plan and its verification limit (empty: the plan's rule). */
export function PlanDialog({ organisation, onClose }: { organisation: Organisation; onClose: () => void }) {
  const [plan, setPlan] = useState<OrganisationPlan>(
    (ORGANISATION_PLANS as readonly string[]).includes(organisation.plan)
      ? (organisation.plan as OrganisationPlan)
      : 'trial',
  );
  const [limit, setLimit] = useState(organisation.verificationLimit?.toString() ?? '');
  const [errors, setErrors] = useState<{ plan?: string; verificationLimit?: string; form?: string }>({});
  const change = useChangePlan();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const trimmed = limit.trim();
    const verificationLimit = trimmed === '' ? null : Number(trimmed);
    setErrors({});
    change.mutate(
      { organisationId: organisation.id, body: { plan, verificationLimit } },
      {
        onSuccess: onClose,
        onError: (caught) => {
          const details = isApiError(caught) ? caught.details : [];
          const byPath = Object.fromEntries(details.map((d) => [d.path, d.message]));
          setErrors({ ...byPath, form: caught.message });
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Plan of ${organisation.name}`}
      description="The trial allows 5 verifications unless you set a limit; paid plans have none unless you set one."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="plan-form" loading={change.isPending}>
            Save plan
          </Button>
        </>
      }
    >
      <form id="plan-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <SelectField
          label="Plan"
          value={plan}
          error={errors.plan}
          onChange={(event) => {
            setPlan(event.target.value as OrganisationPlan);
          }}
          options={ORGANISATION_PLANS.map((p) => ({ value: p, label: organisationPlanLabels[p] }))}
        />
        <TextField
          label="Verification limit"
          type="number"
          inputMode="numeric"
          min={0}
          max={VERIFICATION_LIMIT_MAX}
          hint="Empty for the plan's own rule."
          value={limit}
          error={errors.verificationLimit}
          onChange={(event) => {
            setLimit(event.target.value);
          }}
        />
      </form>
    </Dialog>
  );
}
