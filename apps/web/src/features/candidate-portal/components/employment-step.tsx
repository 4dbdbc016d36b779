import { Plus } from 'lucide-react';
import { EMAIL_MAX, MAX_EMPLOYMENT_ENTRIES, PHONE_MAX, SHORT_TEXT_MAX } from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { emptyEmployment, type EmploymentValues, type FieldErrors } from '../form-values';
import { EntryCard, ListError } from './entry-card';

type TextName = Exclude<keyof EmploymentValues, 'key'>;

/** Step 3: jobs, each with a supervisor who can confirm it. */
export function EmploymentStep({
  entries,
  update,
  errors,
}: {
  entries: EmploymentValues[];
  update: (change: (current: EmploymentValues[]) => EmploymentValues[]) => void;
  errors: FieldErrors;
}) {
  const full = entries.length >= MAX_EMPLOYMENT_ENTRIES;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">
        Add your jobs, starting with the current or most recent one. We contact the supervisor you name to
        confirm each job.
      </p>
      <ListError id="employment-error" message={errors.employment} />
      {entries.map((entry, index) => {
        const path = `employment.${index}`;
        const field = (name: TextName) => ({
          name: `${path}.${name}`,
          value: entry[name],
          error: errors[`${path}.${name}`],
          autoComplete: 'off',
          onChange: (event: { target: { value: string } }) => {
            const next = event.target.value;
            update((current) => current.map((e) => (e.key === entry.key ? { ...e, [name]: next } : e)));
          },
        });
        return (
          <EntryCard
            key={entry.key}
            legend={`Employment ${index + 1}`}
            removeLabel={`Remove employment ${index + 1}`}
            onRemove={() => {
              update((current) => current.filter((e) => e.key !== entry.key));
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Company name" required maxLength={SHORT_TEXT_MAX} {...field('company')} />
              <TextField label="Position/Title" required maxLength={SHORT_TEXT_MAX} {...field('position')} />
              <TextField label="Start date" type="date" required {...field('startDate')} />
              <TextField
                label="End date (optional)"
                type="date"
                hint="Leave blank if this is your current job."
                {...field('endDate')}
              />
              <TextField
                label="Supervisor name"
                required
                maxLength={SHORT_TEXT_MAX}
                containerClassName="sm:col-span-2"
                {...field('supervisorName')}
              />
              <TextField
                label="Supervisor phone"
                type="tel"
                required
                maxLength={PHONE_MAX}
                {...field('supervisorPhone')}
              />
              <TextField
                label="Supervisor email"
                type="email"
                required
                maxLength={EMAIL_MAX}
                {...field('supervisorEmail')}
              />
            </div>
          </EntryCard>
        );
      })}
      <div>
        <Button
          variant="secondary"
          disabled={full}
          onClick={() => {
            update((current) =>
              current.length >= MAX_EMPLOYMENT_ENTRIES ? current : [...current, emptyEmployment()],
            );
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {entries.length === 0 ? 'Add employment' : 'Add another employment'}
        </Button>
      </div>
    </div>
  );
}
