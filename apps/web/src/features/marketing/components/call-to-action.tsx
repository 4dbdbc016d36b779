import { useId, type ReactNode } from 'react';
import { Container } from './layout';
import { LinkButton } from './link-button';

export type CallToActionProps = {
  /** Signed-in visitors are offered their dashboard instead of a trial. */
  signedIn?: boolean;
  title?: string;
  text?: string;
  /** Other buttons instead of the trial (or dashboard) and demo ones, for pages with another next step. */
  actions?: ReactNode;
};

/** The closing band of a page: start a trial or schedule a demo. */
export function CallToAction({
  signedIn = false,
  title = 'Ready to hire with confidence?',
  text = 'Start with free verifications and see results within a day, or talk to us about your hiring volume and compliance needs.',
  actions,
}: CallToActionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-brand-900 py-14 text-white sm:py-20">
      <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex max-w-2xl flex-col gap-3">
          <h2 id={titleId} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="text-pretty text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{actions ?? <DefaultActions signedIn={signedIn} />}</div>
      </Container>
    </section>
  );
}

function DefaultActions({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      {signedIn ? (
        <LinkButton to="/dashboard" variant="inverse" size="lg">
          Access Dashboard
        </LinkButton>
      ) : (
        <LinkButton to="/register" variant="inverse" size="lg">
          Start Free Trial
        </LinkButton>
      )}
      <LinkButton to="/demo" variant="outline-inverse" size="lg">
        Schedule Demo
      </LinkButton>
    </>
  );
}
