import { Search } from 'lucide-react';
import { useRef, useState, type SyntheticEvent } from 'react';
import {
  EMAIL_MAX,
  EMAIL_PRECHECK_ERROR_RESULT,
  precheckEmail,
  type EmailPrecheckResult,
} from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { useEmailCheck } from '../api/email-check-api';
import { EmailCheckResult } from './email-check-result';

/**
 * The email pre-check (docs/product.md#email-pre-check): the client rules answer INVALID at once; every other address goes to
 * the server for the full answer. A failed check shows ERROR.
 */
export function EmailCheckForm() {
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState<{ email: string; result: EmailPrecheckResult } | null>(null);
  const check = useEmailCheck();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const value = email.trim();
    const instant = precheckEmail(value);
    if (instant.status === 'INVALID') {
      check.reset();
      setChecked({ email: value, result: instant });
      return;
    }
    setChecked(null);
    check.mutate(value, {
      onSuccess: (result) => {
        setChecked({ email: value, result });
      },
      onError: () => {
        setChecked({ email: value, result: EMAIL_PRECHECK_ERROR_RESULT });
      },
    });
  }

  function checkAnother() {
    setEmail('');
    setChecked(null);
    check.reset();
    inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          ref={inputRef}
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={EMAIL_MAX}
          placeholder="candidate@company.com"
          containerClassName="flex-1"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <Button type="submit" size="lg" loading={check.isPending} className="w-full sm:w-auto">
          {!check.isPending && <Search aria-hidden="true" className="size-4" />}
          {check.isPending ? 'Checking…' : 'Check Email'}
        </Button>
      </form>
      {checked && (
        <EmailCheckResult email={checked.email} result={checked.result} onCheckAnother={checkAnother} />
      )}
    </div>
  );
}
