import { Search } from 'lucide-react';
import {
  isVerificationStatus,
  LINK_STATES,
  linkStateLabels,
  linkStateSchema,
  VERIFICATION_STATUSES,
  verificationSortSchema,
  verificationStatusLabels,
} from '@candor/contracts';
import { SelectField, TextField } from '../../../components/ui';
import type { ListUrlState } from '../list-url-state';

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...VERIFICATION_STATUSES.map((status) => ({ value: status, label: verificationStatusLabels[status] })),
];
const linkOptions = [
  { value: '', label: 'Any link' },
  ...LINK_STATES.map((state) => ({ value: state, label: linkStateLabels[state] })),
];
const sortOptions = [
  { value: 'updated', label: 'Latest activity' },
  { value: 'submitted', label: 'Latest submission' },
];

/** Search, status, candidate link and order of the submissions list. */
export function ListFilters({
  searchInput,
  onSearchInput,
  state,
  onChange,
}: {
  searchInput: string;
  onSearchInput: (value: string) => void;
  state: ListUrlState;
  onChange: (patch: Partial<ListUrlState>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:gap-y-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="relative col-span-2 lg:col-span-1">
        <TextField
          label="Search by name or email"
          type="search"
          value={searchInput}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => {
            onSearchInput(event.target.value);
          }}
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute right-3 bottom-3 size-4 text-ink-muted"
        />
      </div>
      <SelectField
        label="Status"
        value={state.status}
        options={statusOptions}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ status: isVerificationStatus(value) ? value : '' });
        }}
      />
      <SelectField
        label="Candidate link"
        value={state.link}
        options={linkOptions}
        onChange={(event) => {
          const parsed = linkStateSchema.safeParse(event.target.value);
          onChange({ link: parsed.success ? parsed.data : '' });
        }}
      />
      <SelectField
        label="Sort by"
        value={state.sort}
        options={sortOptions}
        onChange={(event) => {
          const parsed = verificationSortSchema.safeParse(event.target.value);
          onChange({ sort: parsed.success ? parsed.data : 'updated' });
        }}
      />
    </div>
  );
}
