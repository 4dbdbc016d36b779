import { ClipboardList, MailPlus, UserCheck, type LucideIcon } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Step = { icon: LucideIcon; title: string; text: string };

const steps: Step[] = [
  {
    icon: MailPlus,
    title: 'Invite',
    text: 'An employer invites a candidate by email. The candidate receives a private link that only works for them.',
  },
  {
    icon: ClipboardList,
    title: 'Complete',
    text: 'The candidate completes a five-step form: personal details, education, employment history, documents, then review and submit.',
  },
  {
    icon: UserCheck,
    title: 'Review and decide',
    text: 'The HR team reviews the submission, checks education and employment, asks for more information if needed, and makes the decision.',
  },
];

function LandingPage() {
  useDocumentTitle('Verify candidates with confidence');
  return (
    <div className="flex flex-col gap-12 py-8 sm:py-12">
      <section aria-labelledby="landing-title" className="flex max-w-3xl flex-col gap-5">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Candidate verification</p>
        <h1
          id="landing-title"
          className="text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
        >
          Verify candidates with confidence
        </h1>
        <p className="text-lg text-pretty text-ink-muted">
          Candor helps employers check what job candidates tell them. You invite a candidate, the candidate
          completes a private five-step verification form, and your HR team reviews the submission and
          decides.
        </p>
      </section>

      <section aria-labelledby="how-it-works" className="flex flex-col gap-6">
        <h2 id="how-it-works" className="text-xl font-semibold text-ink">
          How it works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-medium text-ink-muted">Step {index + 1}</span>
              </div>
              <h3 className="text-base font-semibold text-ink">{title}</h3>
              <p className="text-sm text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export { LandingPage as Component };
