import type { ChangeEvent } from 'react';
import { TextField } from '../../../components/ui';

type FieldProps = {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A new password and its confirmation, with the password rules as a hint. */
export function NewPasswordFields({ password, confirm }: { password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="8+ characters"
        hint="At least 8 characters. A passphrase of a few words is easy to remember and hard to guess."
        required
        {...password}
      />
      <TextField label="Confirm password" type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
