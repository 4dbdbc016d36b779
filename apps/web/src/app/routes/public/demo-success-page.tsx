import { NextStepsPage } from '../../../features/marketing/components/next-steps';
import { DEMO } from '@candor/contracts/public-values';
import { LinkButton } from '../../../features/marketing/components/link-button';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

function DemoSuccessPage() {
  usePageMeta({
    title: 'Demo Requested',
    description: `Your Candor demo request has been received. Our sales team will contact you within ${DEMO.salesResponseWithinHours} hours to schedule your ${DEMO.durationMinutes}-minute demo.`,
  });
  return (
    <NextStepsPage
      title="Thank you for your demo request"
      lead="Your request has been received and is with our sales team."
      steps={[
        {
          title: `We contact you within ${DEMO.salesResponseWithinHours} hours`,
          text: 'A member of our sales team will reach out by email or phone to find a time that suits you.',
        },
        {
          title: `Your ${DEMO.durationMinutes}-minute demo`,
          text: 'We walk through Candor with your roles, hiring volume and systems in mind, and answer your questions.',
        },
        {
          title: 'Your tailored proposal',
          text: 'After the demo you receive pricing and a rollout plan for your team, with no obligation.',
        },
      ]}
      actions={
        <>
          <LinkButton to="/" size="lg">
            Back to home
          </LinkButton>
          <LinkButton to="/pricing" variant="secondary" size="lg">
            See pricing
          </LinkButton>
        </>
      }
    />
  );
}

export { DemoSuccessPage as Component };
