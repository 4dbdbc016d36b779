import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { CONSENT_DISCLOSURE, SHORT_TEXT_MAX, type Document } from '@candor/contracts';
import { Button, Checkbox, TextField } from '../../../components/ui';
import type {
  AddressValues,
  EducationValues,
  EmploymentValues,
  FieldErrors,
  FormValues,
  PersonalValues,
} from '../form-values';
import { formatFileSize } from './file-row';
import { NotNeededSummary } from './not-needed-step';
import { NotRequestedBadge } from './not-requested';

export type ConsentValues = { accepted: boolean; signature: string };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function formatDate(value: string): string {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const date = new Date(`${trimmed}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? trimmed : dateFormat.format(date);
}

function formatAddress(address: AddressValues): string {
  return [address.address1, address.address2, address.city, address.state, address.zip, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-sm break-words text-ink sm:col-span-2">{children}</dd>
    </div>
  );
}

function ReviewSection({
  title,
  onEdit,
  locked = false,
  children,
}: {
  title: string;
  onEdit: () => void;
  /** Not part of an open request for more information: shown, not editable. */
  locked?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-border">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-border px-4 py-2.5">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        {locked ? (
          <NotRequestedBadge />
        ) : (
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        )}
      </div>
      <div className="px-4 py-2">{children}</div>
    </section>
  );
}

const none = <span className="text-ink-muted">None</span>;

/** The personal information as entered (the review, and a step the candidate may not change). */
export function PersonalSummary({ personalInfo: p }: { personalInfo: PersonalValues }) {
  return (
    <dl className="divide-y divide-border">
      <Row label="Name">{`${p.firstName} ${p.lastName}`.trim()}</Row>
      <Row label="Date of birth">{formatDate(p.dateOfBirth)}</Row>
      <Row label="Email">{p.email}</Row>
      <Row label="Phone number">{p.phone}</Row>
      <Row label="Current address">{formatAddress(p.currentAddress)}</Row>
      <Row label="Previous addresses">
        {p.previousAddresses.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-col gap-1">
            {p.previousAddresses.map((address) => (
              <li key={address.key}>{formatAddress(address)}</li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Previous names">
        {p.previousNames.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-col gap-1">
            {p.previousNames.map((name) => (
              <li key={name.key}>{`${name.firstName} ${name.lastName}`.trim()}</li>
            ))}
          </ul>
        )}
      </Row>
    </dl>
  );
}

export function EducationSummary({ entries }: { entries: EducationValues[] }) {
  return (
    <>
      {entries.length === 0 ? (
        <p className="py-2 text-sm">{none}</p>
      ) : (
        <ul className="divide-y divide-border">
          {entries.map((entry) => (
            <li key={entry.key} className="py-2 text-sm">
              <p className="font-medium text-ink">
                {entry.degree}, {entry.institution}
              </p>
              <p className="text-ink-muted">{entry.address}</p>
              <p className="text-ink-muted">
                Graduated {formatDate(entry.graduationDate)}
                {entry.gpa.trim() ? ` · GPA ${entry.gpa.trim()}` : ''}
              </p>
              {entry.certificate && (
                <p className="text-ink-muted">Certificate: {entry.certificate.fileName}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function EmploymentSummary({ entries }: { entries: EmploymentValues[] }) {
  return (
    <>
      {entries.length === 0 ? (
        <p className="py-2 text-sm">{none}</p>
      ) : (
        <ul className="divide-y divide-border">
          {entries.map((entry) => (
            <li key={entry.key} className="py-2 text-sm">
              <p className="font-medium text-ink">
                {entry.position}, {entry.company}
              </p>
              <p className="text-ink-muted">
                {formatDate(entry.startDate)} – {entry.endDate.trim() ? formatDate(entry.endDate) : 'present'}
              </p>
              <p className="break-words text-ink-muted">
                Supervisor: {entry.supervisorName} · {entry.supervisorPhone} · {entry.supervisorEmail}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Step 5: everything the candidate entered, the disclosure, and the signature. */
export function ReviewStep({
  values,
  documents,
  consent,
  onConsentChange,
  consentErrors,
  onEditStep,
  isLocked = () => false,
  isNotNeeded = () => false,
}: {
  values: FormValues;
  documents: Document[];
  consent: ConsentValues;
  onConsentChange: (changes: Partial<ConsentValues>) => void;
  consentErrors: FieldErrors;
  onEditStep: (step: number) => void;
  /** Steps the candidate may not change (an open request did not ask about them). */
  isLocked?: (step: number) => boolean;
  /** Steps the request does not ask for (its type). */
  isNotNeeded?: (step: number) => boolean;
}) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">
        Check your answers, then read and sign the authorization below.
      </p>

      <ReviewSection
        title="Personal Information"
        onEdit={() => {
          onEditStep(1);
        }}
        locked={isLocked(1)}
      >
        <PersonalSummary personalInfo={values.personalInfo} />
      </ReviewSection>

      <ReviewSection
        title="Education Verification"
        onEdit={() => {
          onEditStep(2);
        }}
        locked={isLocked(2)}
      >
        {isNotNeeded(2) ? <NotNeededSummary /> : <EducationSummary entries={values.education} />}
      </ReviewSection>

      <ReviewSection
        title="Employment History"
        onEdit={() => {
          onEditStep(3);
        }}
        locked={isLocked(3)}
      >
        {isNotNeeded(3) ? <NotNeededSummary /> : <EmploymentSummary entries={values.employment} />}
      </ReviewSection>

      <ReviewSection
        title="Document Upload"
        onEdit={() => {
          onEditStep(4);
        }}
      >
        {documents.length === 0 ? (
          <p className="py-2 text-sm text-ink-muted">No documents uploaded</p>
        ) : (
          <ul className="divide-y divide-border">
            {documents.map((document) => (
              <li key={document.id} className="flex justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 truncate text-ink">{document.fileName}</span>
                <span className="shrink-0 text-ink-muted">{formatFileSize(document.size)}</span>
              </li>
            ))}
          </ul>
        )}
      </ReviewSection>

      <section
        aria-labelledby="consent-title"
        className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-brand-50/50 p-4 sm:p-5"
      >
        <div>
          <h3 id="consent-title" className="text-base font-semibold text-ink">
            {CONSENT_DISCLOSURE.title}
          </h3>
          <p className="text-xs text-ink-muted">Version {CONSENT_DISCLOSURE.version}</p>
        </div>
        <div
          className="flex max-h-72 flex-col gap-3 overflow-y-auto rounded-md border border-border bg-surface p-4 text-sm leading-relaxed text-ink"
          tabIndex={0}
          aria-label="Disclosure text"
        >
          {CONSENT_DISCLOSURE.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Checkbox
          label="I have read the disclosure and I authorize this background verification."
          checked={consent.accepted}
          error={consentErrors.accepted}
          onChange={(event) => {
            onConsentChange({ accepted: event.target.checked });
          }}
        />
        <TextField
          label="Full name (signature)"
          hint="Your typed full name serves as your signature."
          autoComplete="name"
          maxLength={SHORT_TEXT_MAX}
          value={consent.signature}
          error={consentErrors.signature}
          onChange={(event) => {
            onConsentChange({ signature: event.target.value });
          }}
        />
      </section>
    </div>
  );
}
