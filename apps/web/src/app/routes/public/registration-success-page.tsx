import { NextStepsPage } from '../../../features/marketing/components/next-steps';
import {
  FREE_TRIAL,
  REGISTRATION_EMAIL_CONFIRMATION_HOURS,
} from '@candor/contracts/public-values';
import { LinkButton } from '../../../features/marketing/components/link-button';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

function RegistrationSuccessPage() {
  usePageMeta({
    title: 'Registration Received',
    description: `Your Candor account has been created. Confirm your email within ${REGISTRATION_EMAIL_CONFIRMATION_HOURS} hours; we review new accounts within ${FREE_TRIAL.approvalWithinHours} hours.`,
  });
  return (
    <NextStepsPage
      title="Your registration is complete"
      lead={`Welcome to Candor. Your free trial includes ${FREE_TRIAL.verifications} verifications over ${FREE_TRIAL.days} days once your account is active.`}
      steps={[
        {
          title: `Email confirmation within ${REGISTRATION_EMAIL_CONFIRMATION_HOURS} hours`,
          text: 'We send a confirmation link to your work email. Open it to confirm your address.',
        },
        {
          title: `Account review within ${FREE_TRIAL.approvalWithinHours} hours`,
          text: 'Our team checks your company details, as consumer reporting rules require before any screening.',
        },
        {
          title: 'Activation',
          text: 'Once approved, sign in and invite your first candidate. Your trial starts then.',
        },
      ]}
      actions={
        <>
          <LinkButton to="/login" size="lg">
            Sign In
          </LinkButton>
          <LinkButton to="/resources/quick-start" variant="secondary" size="lg">
            Read the Quick Start
          </LinkButton>
        </>
      }
    />
  );
}

export { RegistrationSuccessPage as Component };
