import type { LinkedinApplication, LinkedinProfile, ProfileMonth } from '@candor/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const month = (value: ProfileMonth | null) =>
  value ? `${value.month ? `${MONTHS[value.month - 1] ?? ''} ` : ''}${value.year}` : '—';

/** "2019-01-15" as "Jan 2019". */
const day = (value: string | null) => {
  if (!value) return 'Present';
  const [year, monthNumber] = value.split('-').map(Number);
  return year && monthNumber ? `${MONTHS[monthNumber - 1] ?? ''} ${year}` : value;
};

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

function Entry({ heading, lines }: { heading: string; lines: (string | null)[] }) {
  return (
    <li className="border-b border-slate-100 pb-2 last:border-0 last:pb-0">
      <p className="font-medium text-ink">{heading}</p>
      {lines
        .filter((line): line is string => line !== null && line !== '')
        .map((line) => (
          <p key={line} className="text-sm text-ink-muted">
            {line}
          </p>
        ))}
    </li>
  );
}

function Part({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{title}</h4>
      {children.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
    </div>
  );
}

/** The application and the profile as read, side by side (stacked on a phone). */
export function ProfileColumns({
  application,
  profile,
  fileName,
}: {
  application: LinkedinApplication;
  profile: LinkedinProfile | null;
  fileName: string | null;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Column title="Application">
        <Part title="Employment" empty="No employment entries.">
          {application.employment.map((entry, index) => (
            <Entry
              key={`${entry.company}-${index}`}
              heading={entry.company}
              lines={[entry.position, `${day(entry.startDate)} – ${day(entry.endDate)}`]}
            />
          ))}
        </Part>
        <Part title="Education" empty="No education entries.">
          {application.education.map((entry, index) => (
            <Entry
              key={`${entry.institution}-${index}`}
              heading={entry.institution}
              lines={[entry.degree, `Graduated ${day(entry.graduationDate)}`]}
            />
          ))}
        </Part>
      </Column>
      <Column title={fileName ? `LinkedIn profile (${fileName})` : 'LinkedIn profile'}>
        {profile ? (
          <>
            <div>
              <p className="font-medium text-ink">{profile.name ?? '—'}</p>
              {profile.headline && <p className="text-sm text-ink-muted">{profile.headline}</p>}
            </div>
            <Part title="Experience" empty="No positions could be read.">
              {profile.positions.map((position, index) => (
                <Entry
                  key={`${position.company}-${index}`}
                  heading={position.company}
                  lines={[
                    position.title,
                    `${month(position.start)} – ${position.current ? 'Present' : month(position.end)}`,
                    position.location,
                  ]}
                />
              ))}
            </Part>
            <Part title="Education" empty="No schools could be read.">
              {profile.education.map((entry, index) => (
                <Entry
                  key={`${entry.school}-${index}`}
                  heading={entry.school}
                  lines={[
                    entry.degree,
                    entry.endYear
                      ? `${entry.startYear ? `${entry.startYear} – ` : ''}${entry.endYear}`
                      : null,
                  ]}
                />
              ))}
            </Part>
          </>
        ) : (
          <p className="text-sm text-ink-muted">No profile PDF has been read for this verification.</p>
        )}
      </Column>
    </div>
  );
}
