import { useState, type SyntheticEvent } from 'react';
import {
  COMPANY_SIZES,
  companySizeLabels,
  registerBodySchema,
  registrationSuccessMessage,
} from '@candor/contracts';
import { Button, SelectField, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { register } from '../api/auth-api';
import { FormError } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const REGISTRATION_FAILED = 'Registration failed. Please try again.';

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  jobTitle: '',
  companySize: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** Registration (docs/product.md#staff-forms): every field required; the passwords must match before anything is sent. */
export function RegisterForm({ onRegistered }: { onRegistered: (firstName: string) => void }) {
  const form = useZodForm(registerBodySchema, empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      await register(body);
      window.alert(registrationSuccessMessage(body.firstName));
      onRegistered(body.firstName);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'VALIDATION_FAILED' && caught.details.length > 0) {
        // Field messages (e.g. a common password) go under their fields.
        form.showServerErrors(caught.details);
        return;
      }
      // The server's own text is not displayed (docs/product.md#staff-forms).
      setError(REGISTRATION_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormError message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <TextField label="Work email" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField label="Company" autoComplete="organization" required {...form.field('company')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Job title" autoComplete="organization-title" required {...form.field('jobTitle')} />
        <SelectField
          label="Company size"
          required
          placeholder="Select size"
          options={COMPANY_SIZES.map((size) => ({ value: size, label: companySizeLabels[size] }))}
          {...form.field('companySize')}
        />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel" required {...form.field('phone')} />
      <NewPasswordFields password={form.field('password')} confirm={form.field('confirmPassword')} />
      <Button type="submit" loading={busy} className="w-full">
        {busy ? 'Creating account...' : 'Start Free Trial'}
      </Button>
    </form>
  );
}
