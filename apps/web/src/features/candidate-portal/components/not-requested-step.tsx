import type { FormValues } from '../form-values';
import { NotRequestedNote } from './not-requested';
import { EducationSummary, EmploymentSummary, PersonalSummary } from './review-step';

/**
 * A form step (1–3) the reviewer did not ask about: what was submitted, as a summary with no
 * inputs, because the server keeps this section as it was.
 */
export function NotRequestedStep({ step, values }: { step: 1 | 2 | 3; values: FormValues }) {
  return (
    <div className="flex flex-col gap-4">
      <NotRequestedNote>
        The reviewer did not ask about this section, so it stays as you submitted it. Use Next to go to what
        was asked.
      </NotRequestedNote>
      <div className="rounded-lg border border-border px-4 py-2">
        {step === 1 && <PersonalSummary personalInfo={values.personalInfo} />}
        {step === 2 && <EducationSummary entries={values.education} />}
        {step === 3 && <EmploymentSummary entries={values.employment} />}
      </div>
    </div>
  );
}
