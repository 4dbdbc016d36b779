import type { ReactNode } from 'react';
import type {
  AddressDraft,
  CandidateFormDraft,
  ConsentRecord,
  VerificationRequestDetails,
} from '@candor/contracts';
import { EmailAddress } from '../../../components/ui/email-address';
import { formatDate, formatDateTime } from '../format';

/** A titled part of the details. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label–value pairs; a missing value reads "Not provided". */
export function Fields({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="break-words text-ink">
            {value === undefined || value === null || value === '' ? (
              <span className="text-ink-muted italic">Not provided</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function formatAddress(address: AddressDraft | undefined): string {
  if (!address) return '';
  return [address.address1, address.address2, address.city, address.state, address.zip, address.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

const dateValue = (value: string | undefined) => (value ? formatDate(value) : undefined);

export function PersonalSection({ formData }: { formData: CandidateFormDraft | null }) {
  const info = formData?.personalInfo;
  if (!info) {
    return (
      <Section title="Personal information">
        <p className="text-sm text-ink-muted">The candidate has not entered personal information yet.</p>
      </Section>
    );
  }
  const previousNames = (info.previousNames ?? [])
    .map((name) => [name.firstName, name.lastName].filter(Boolean).join(' '))
    .filter(Boolean);
  return (
    <Section title="Personal information">
      <Fields
        items={[
          ['First name', info.firstName],
          ['Last name', info.lastName],
          // A masked date of birth is not a date: show it as it came.
          [
            'Date of birth',
            info.dateOfBirth && /^\d/.test(info.dateOfBirth) ? dateValue(info.dateOfBirth) : info.dateOfBirth,
          ],
          ['Email', info.email ? <EmailAddress address={info.email} /> : info.email],
          ['Phone', info.phone],
          ['SSN', info.ssn],
          ['Previous names', previousNames.length > 0 ? previousNames.join('; ') : 'None'],
        ]}
      />
    </Section>
  );
}

export function AddressesSection({ formData }: { formData: CandidateFormDraft | null }) {
  const info = formData?.personalInfo;
  const previous = info?.previousAddresses ?? [];
  return (
    <Section title="Addresses">
      <Fields
        items={[
          ['Current address', formatAddress(info?.currentAddress)],
          [
            'Previous addresses',
            previous.length === 0 ? (
              'None'
            ) : (
              <ul className="list-disc pl-5">
                {previous.map((address, index) => (
                  <li key={index}>{formatAddress(address)}</li>
                ))}
              </ul>
            ),
          ],
        ]}
      />
    </Section>
  );
}

export function EducationSection({ formData }: { formData: CandidateFormDraft | null }) {
  const entries = formData?.education ?? [];
  return (
    <Section title="Education">
      {entries.length === 0 ? (
        <p className="text-sm text-ink-muted">No education entries.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry, index) => (
            <li key={index} className="rounded-md border border-border p-3">
              <Fields
                items={[
                  ['Institution', entry.institution],
                  ['Institution address', entry.address],
                  ['Degree/Program', entry.degree],
                  ['Graduation date', dateValue(entry.graduationDate)],
                  ['GPA', entry.gpa],
                  [
                    'Certificate',
                    entry.certificate?.fileName ? (
                      <>
                        {entry.certificate.fileName}
                        {!entry.certificate.documentId && (
                          <span className="block text-xs text-ink-muted">
                            File name only (no preview available)
                          </span>
                        )}
                      </>
                    ) : (
                      'None'
                    ),
                  ],
                ]}
              />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function EmploymentSection({ formData }: { formData: CandidateFormDraft | null }) {
  const entries = formData?.employment ?? [];
  return (
    <Section title="Employment">
      {entries.length === 0 ? (
        <p className="text-sm text-ink-muted">No employment entries.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry, index) => (
            <li key={index} className="rounded-md border border-border p-3">
              <Fields
                items={[
                  ['Company', entry.company],
                  ['Position/Title', entry.position],
                  ['Start date', dateValue(entry.startDate)],
                  ['End date', entry.endDate ? dateValue(entry.endDate) : 'Current'],
                  ['Supervisor', entry.supervisorName],
                  ['Supervisor phone', entry.supervisorPhone],
                  [
                    'Supervisor email',
                    entry.supervisorEmail ? (
                      <EmailAddress address={entry.supervisorEmail} />
                    ) : (
                      entry.supervisorEmail
                    ),
                  ],
                ]}
              />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function ConsentSection({ consent }: { consent: ConsentRecord | null | undefined }) {
  return (
    <Section title="Consent">
      {consent ? (
        <Fields
          items={[
            ['Signed by', consent.signature],
            ['Signed at', formatDateTime(consent.signedAt)],
            ['Disclosure version', consent.disclosureVersion],
          ]}
        />
      ) : (
        <p className="text-sm text-ink-muted">Not signed yet (the candidate signs when submitting).</p>
      )}
    </Section>
  );
}

/** What a request form (/education-verification, /employment-verification) asked to verify. */
export function RequestDetailsSection({
  details,
}: {
  details: VerificationRequestDetails | null | undefined;
}) {
  if (!details) return null;
  return (
    <Section title="Request details">
      {details.kind === 'EDUCATION' ? (
        <Fields
          items={[
            ['Institution', details.institution],
            ['Degree', details.degree],
            ['Graduation year', String(details.graduationYear)],
          ]}
        />
      ) : (
        <Fields
          items={[
            ['Company', details.company],
            ['Job title', details.jobTitle],
            ['Start date', dateValue(details.startDate)],
            ['End date', details.endDate ? dateValue(details.endDate) : 'Current position'],
          ]}
        />
      )}
    </Section>
  );
}
