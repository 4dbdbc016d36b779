import { Lock, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  EMAIL_MAX,
  MAX_PREVIOUS_ADDRESSES,
  MAX_PREVIOUS_NAMES,
  PHONE_MAX,
  PREFILLED_FROM_INVITATION,
  SHORT_TEXT_MAX,
} from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import {
  emptyAddress,
  newKey,
  type FieldErrors,
  type PersonalValues,
  type PrefilledFields,
} from '../form-values';
import { AddressFields } from './address-fields';
import { EntryCard, FormSection } from './entry-card';

const prefilledHint = (
  <span className="inline-flex items-center gap-1">
    <Lock aria-hidden="true" className="size-3.5" />
    {PREFILLED_FROM_INVITATION}
  </span>
);

const readOnlyClass = 'read-only:bg-slate-100 read-only:hover:border-border-strong';

/** Step 1: who the candidate is, where they live and have lived, and names they have used. */
export function PersonalInfoStep({
  value,
  update,
  errors,
  prefilled,
  dateOfBirthHint,
}: {
  /** Shown under the date of birth (e.g. for staff, that a stored date is hidden). */
  dateOfBirthHint?: ReactNode;
  value: PersonalValues;
  update: (change: (current: PersonalValues) => PersonalValues) => void;
  errors: FieldErrors;
  prefilled: PrefilledFields;
}) {
  const set = (changes: Partial<PersonalValues>) => {
    update((current) => ({ ...current, ...changes }));
  };
  const text = (name: 'firstName' | 'lastName' | 'dateOfBirth' | 'email' | 'phone') => ({
    name: `personalInfo.${name}`,
    value: value[name],
    error: errors[`personalInfo.${name}`],
    onChange: (event: { target: { value: string } }) => {
      set({ [name]: event.target.value });
    },
  });
  const locked = (name: keyof PrefilledFields) =>
    prefilled[name] ? { readOnly: true, hint: prefilledHint, className: readOnlyClass } : {};
  const addressesFull = value.previousAddresses.length >= MAX_PREVIOUS_ADDRESSES;
  const namesFull = value.previousNames.length >= MAX_PREVIOUS_NAMES;

  return (
    <div className="flex flex-col gap-8">
      <FormSection title="About you">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            required
            autoComplete="given-name"
            maxLength={SHORT_TEXT_MAX}
            {...text('firstName')}
            {...locked('firstName')}
          />
          <TextField
            label="Last name"
            required
            autoComplete="family-name"
            maxLength={SHORT_TEXT_MAX}
            {...text('lastName')}
            {...locked('lastName')}
          />
          <TextField
            label="Email"
            type="email"
            required
            containerClassName="sm:col-span-2"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            {...text('email')}
            {...locked('email')}
          />
          <TextField
            label="Phone number"
            type="tel"
            required
            autoComplete="tel"
            maxLength={PHONE_MAX}
            {...text('phone')}
          />
          <TextField
            label="Date of birth"
            type="date"
            required
            autoComplete="bday"
            hint={dateOfBirthHint}
            {...text('dateOfBirth')}
          />
        </div>
      </FormSection>

      <FormSection title="Current address">
        <AddressFields
          path="personalInfo.currentAddress"
          value={value.currentAddress}
          errors={errors}
          autoCompleteSection
          onChange={(changes) => {
            update((current) => ({ ...current, currentAddress: { ...current.currentAddress, ...changes } }));
          }}
        />
      </FormSection>

      <FormSection
        title="Previous addresses"
        description={`Optional. Add where you have lived before, up to ${MAX_PREVIOUS_ADDRESSES} addresses.`}
      >
        {value.previousAddresses.map((address, index) => (
          <EntryCard
            key={address.key}
            legend={`Previous address ${index + 1}`}
            removeLabel={`Remove previous address ${index + 1}`}
            onRemove={() => {
              update((current) => ({
                ...current,
                previousAddresses: current.previousAddresses.filter((a) => a.key !== address.key),
              }));
            }}
          >
            <AddressFields
              path={`personalInfo.previousAddresses.${index}`}
              value={address}
              errors={errors}
              onChange={(changes) => {
                update((current) => ({
                  ...current,
                  previousAddresses: current.previousAddresses.map((a) =>
                    a.key === address.key ? { ...a, ...changes } : a,
                  ),
                }));
              }}
            />
          </EntryCard>
        ))}
        <div className="flex flex-col items-start gap-1.5">
          <Button
            variant="secondary"
            disabled={addressesFull}
            aria-describedby="previous-addresses-count"
            onClick={() => {
              update((current) =>
                current.previousAddresses.length >= MAX_PREVIOUS_ADDRESSES
                  ? current
                  : {
                      ...current,
                      previousAddresses: [...current.previousAddresses, { key: newKey(), ...emptyAddress() }],
                    },
              );
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add previous address
          </Button>
          <p id="previous-addresses-count" className="text-sm text-ink-muted">
            {addressesFull
              ? `You have added the maximum of ${MAX_PREVIOUS_ADDRESSES} previous addresses.`
              : `${value.previousAddresses.length} of ${MAX_PREVIOUS_ADDRESSES} previous addresses added.`}
          </p>
        </div>
      </FormSection>

      <FormSection
        title="Previous names"
        description="Optional. Any other names you have used, e.g. a maiden name."
      >
        {value.previousNames.map((name, index) => (
          <EntryCard
            key={name.key}
            legend={`Previous name ${index + 1}`}
            removeLabel={`Remove previous name ${index + 1}`}
            onRemove={() => {
              update((current) => ({
                ...current,
                previousNames: current.previousNames.filter((n) => n.key !== name.key),
              }));
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              {(['firstName', 'lastName'] as const).map((part) => (
                <TextField
                  key={part}
                  label={part === 'firstName' ? 'Previous first name' : 'Previous last name'}
                  required
                  autoComplete="off"
                  maxLength={SHORT_TEXT_MAX}
                  name={`personalInfo.previousNames.${index}.${part}`}
                  value={name[part]}
                  error={errors[`personalInfo.previousNames.${index}.${part}`]}
                  onChange={(event) => {
                    const next = event.target.value;
                    update((current) => ({
                      ...current,
                      previousNames: current.previousNames.map((n) =>
                        n.key === name.key ? { ...n, [part]: next } : n,
                      ),
                    }));
                  }}
                />
              ))}
            </div>
          </EntryCard>
        ))}
        <div>
          <Button
            variant="secondary"
            disabled={namesFull}
            onClick={() => {
              update((current) =>
                current.previousNames.length >= MAX_PREVIOUS_NAMES
                  ? current
                  : {
                      ...current,
                      previousNames: [
                        ...current.previousNames,
                        { key: newKey(), firstName: '', lastName: '' },
                      ],
                    },
              );
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add previous name
          </Button>
        </div>
      </FormSection>
    </div>
  );
}
