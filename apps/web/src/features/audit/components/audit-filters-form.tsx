import { useState, type SyntheticEvent } from 'react';
import { AUDIT_ACTIONS } from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { emptyAuditFilters, type AuditFilters } from '../api/audit-api';

/** Every audited action, offered as suggestions (any prefix such as `verification.` works). */
const ACTION_SUGGESTIONS = ['verification.', ...AUDIT_ACTIONS];

export type AuditFieldErrors = Partial<Record<keyof AuditFilters, string>>;

/** Search by actor, action, record and date range; messages from the server appear under the fields. */
export function AuditFiltersForm({
  applied,
  errors,
  onSearch,
}: {
  applied: AuditFilters;
  errors: AuditFieldErrors;
  onSearch: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const hasAny = Object.values(applied).some((v) => v !== '');

  return (
    <form
      role="search"
      aria-label="Search the audit trail"
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-border bg-surface p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField
        label="Actor"
        name="actor"
        hint="A colleague's or candidate's name, an email or user id; or candidate, system"
        value={draft.actor}
        onChange={set('actor')}
        error={errors.actor}
        autoComplete="off"
      />
      <TextField
        label="Action"
        name="action"
        hint="An action or its start, e.g. verification."
        value={draft.action}
        onChange={set('action')}
        error={errors.action}
        list="audit-action-suggestions"
        autoComplete="off"
      />
      <datalist id="audit-action-suggestions">
        {ACTION_SUGGESTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <TextField
        label="Record"
        name="record"
        hint="The id of a verification or other record"
        value={draft.record}
        onChange={set('record')}
        error={errors.record}
        autoComplete="off"
      />
      <TextField
        label="From"
        name="from"
        type="date"
        hint="First day (UTC)"
        value={draft.from}
        onChange={set('from')}
        error={errors.from}
      />
      <TextField
        label="To"
        name="to"
        type="date"
        hint="Last day (UTC)"
        value={draft.to}
        onChange={set('to')}
        error={errors.to}
      />
      <div className="flex items-end gap-3">
        <Button type="submit">Search</Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!hasAny && Object.values(draft).every((v) => v === '')}
          onClick={() => {
            setDraft(emptyAuditFilters);
            onSearch(emptyAuditFilters);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
