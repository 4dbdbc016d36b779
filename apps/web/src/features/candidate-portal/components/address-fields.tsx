import { SHORT_TEXT_MAX } from '@candor/contracts';
import { TextField } from '../../../components/ui';
import type { AddressValues, FieldErrors } from '../form-values';

/** The six fields of an address; `path` is its place in the form, e.g. `personalInfo.currentAddress`. */
export function AddressFields({
  value,
  onChange,
  errors,
  path,
  autoCompleteSection,
}: {
  value: AddressValues;
  onChange: (changes: Partial<AddressValues>) => void;
  errors: FieldErrors;
  path: string;
  /** Lets the browser fill the current address only; previous addresses are not autofilled. */
  autoCompleteSection?: boolean;
}) {
  const field = (name: keyof AddressValues, autoComplete: string) => ({
    name: `${path}.${name}`,
    value: value[name],
    error: errors[`${path}.${name}`],
    autoComplete: autoCompleteSection ? autoComplete : 'off',
    maxLength: name === 'zip' ? 20 : SHORT_TEXT_MAX,
    onChange: (event: { target: { value: string } }) => {
      onChange({ [name]: event.target.value });
    },
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Address line 1"
        required
        containerClassName="sm:col-span-2"
        {...field('address1', 'address-line1')}
      />
      <TextField
        label="Address line 2 (optional)"
        containerClassName="sm:col-span-2"
        {...field('address2', 'address-line2')}
      />
      <TextField label="City" required {...field('city', 'address-level2')} />
      <TextField label="State" required {...field('state', 'address-level1')} />
      <TextField label="Country" required {...field('country', 'country-name')} />
      <TextField label="ZIP code" required inputMode="text" {...field('zip', 'postal-code')} />
    </div>
  );
}
