import { CalendarClock, Clock, Presentation, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DemoRequestForm } from '../../../features/demo-request/demo-request-form';
import { DEMO } from '../../../features/demo-request/form-options';
import { Container } from '../../../features/marketing/components/layout';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

const expectations = [
  {
    icon: Clock,
    text: `A member of our sales team contacts you within ${DEMO.salesResponseWithinHours} hours to find a time.`,
  },
  {
    icon: Presentation,
    text: `A ${DEMO.durationMinutes}-minute demonstration tailored to your roles, volume and systems.`,
  },
  {
    icon: CalendarClock,
    text: 'Answers on pricing, integrations and rollout, with no obligation.',
  },
  {
    icon: ShieldCheck,
    text: 'How Candor handles FCRA, GDPR and SOC 2 requirements for your industry.',
  },
];

function DemoPage() {
  usePageMeta({
    title: 'Request a Demo',
    description: `Request a ${DEMO.durationMinutes}-minute Candor demo. Our sales team contacts you within ${DEMO.salesResponseWithinHours} hours to schedule a demonstration tailored to your hiring.`,
  });
  const navigate = useNavigate();

  return (
    <div className="bg-gradient-to-b from-brand-50 to-canvas">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_22rem] lg:gap-16">
        <div className="flex flex-col gap-8">
          <div className="flex flex-col gap-4">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Request a demo</p>
            <h1 className="text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl">
              See Candor in action
            </h1>
            <p className="max-w-2xl text-lg text-pretty text-ink-muted">
              Tell us a little about your team and we will show you how Candor verifies candidates in about 24
              hours.
            </p>
          </div>
          <div className="rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8">
            <DemoRequestForm
              onSubmitted={() => {
                void navigate('/demo-success');
              }}
            />
          </div>
        </div>
        <aside aria-labelledby="demo-expectations" className="flex flex-col gap-5 lg:pt-24">
          <h2 id="demo-expectations" className="text-lg font-semibold text-ink">
            What to expect
          </h2>
          <ul className="flex flex-col gap-4">
            {expectations.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-sm text-ink">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-2">{text}</span>
              </li>
            ))}
          </ul>
        </aside>
      </Container>
    </div>
  );
}

export { DemoPage as Component };
