import { Plus } from 'lucide-react';
import { MAX_EDUCATION_ENTRIES, SHORT_TEXT_MAX } from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { emptyEducation, type EducationValues, type FieldErrors } from '../form-values';
import { CertificateField, type CertificateState } from './certificate-field';
import { EntryCard, ListError } from './entry-card';

export type CertificateActions = {
  stateOf: (
    entry: EducationValues,
  ) => CertificateState & { removing: boolean; removeError: string | undefined };
  onFile: (entryKey: string, file: File) => void;
  onRetry: (itemKey: string) => void;
  onRemove: (entryKey: string) => void;
};

/** Step 2: schools and degrees, each with an optional certificate. */
export function EducationStep({
  entries,
  update,
  errors,
  certificates,
  onRemoveEntry,
}: {
  entries: EducationValues[];
  update: (change: (current: EducationValues[]) => EducationValues[]) => void;
  errors: FieldErrors;
  certificates: CertificateActions;
  onRemoveEntry: (entry: EducationValues) => void;
}) {
  const full = entries.length >= MAX_EDUCATION_ENTRIES;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">
        Add the schools, colleges and universities you attended. Your most recent first is easiest for us.
      </p>
      <ListError id="education-error" message={errors.education} />
      {entries.map((entry, index) => {
        const path = `education.${index}`;
        const field = (name: 'institution' | 'address' | 'degree' | 'graduationDate' | 'gpa') => ({
          name: `${path}.${name}`,
          value: entry[name],
          error: errors[`${path}.${name}`],
          autoComplete: 'off',
          onChange: (event: { target: { value: string } }) => {
            const next = event.target.value;
            update((current) => current.map((e) => (e.key === entry.key ? { ...e, [name]: next } : e)));
          },
        });
        const certificate = certificates.stateOf(entry);
        return (
          <EntryCard
            key={entry.key}
            legend={`Education ${index + 1}`}
            removeLabel={`Remove education ${index + 1}`}
            onRemove={() => {
              onRemoveEntry(entry);
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Institution name"
                required
                maxLength={SHORT_TEXT_MAX}
                containerClassName="sm:col-span-2"
                {...field('institution')}
              />
              <TextField
                label="Institution address"
                required
                maxLength={SHORT_TEXT_MAX}
                containerClassName="sm:col-span-2"
                {...field('address')}
              />
              <TextField
                label="Degree/Program"
                required
                maxLength={SHORT_TEXT_MAX}
                containerClassName="sm:col-span-2"
                {...field('degree')}
              />
              <TextField label="Graduation date" type="date" required {...field('graduationDate')} />
              <TextField label="GPA (optional)" maxLength={20} inputMode="decimal" {...field('gpa')} />
              <div className="sm:col-span-2">
                <CertificateField
                  label={`Certificate for education ${index + 1} (optional)`}
                  state={certificate}
                  onFile={(file) => {
                    certificates.onFile(entry.key, file);
                  }}
                  onRetry={certificates.onRetry}
                  onRemove={() => {
                    certificates.onRemove(entry.key);
                  }}
                  removing={certificate.removing}
                  removeError={certificate.removeError}
                />
              </div>
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
              current.length >= MAX_EDUCATION_ENTRIES ? current : [...current, emptyEducation()],
            );
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {entries.length === 0 ? 'Add education' : 'Add another education'}
        </Button>
      </div>
    </div>
  );
}
