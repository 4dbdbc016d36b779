import { MessagesSquare } from 'lucide-react';
import { sessionCan, useSession } from '../../../lib/session';
import { ComingSoon } from './coming-soon';

/** /reference-check and /reference-checks: the product promised the service as coming soon. */
function ReferenceCheckPage() {
  const session = useSession();
  const canRequest = sessionCan(session, 'initiate_verification');
  return (
    <ComingSoon
      title="Reference Checks"
      icon={MessagesSquare}
      promise="Reference checks are coming soon: referees answer a structured questionnaire through their own private link, and their answers appear on the candidate’s verification, ready to compare."
      today={
        canRequest
          ? [
              {
                to: '/invite-candidate',
                label: 'Invite a candidate',
                text: 'Each position the candidate lists carries a supervisor’s name, phone and email.',
              },
            ]
          : []
      }
      learnMore={{ to: '/services/reference', label: 'Read about reference checks' }}
    />
  );
}

export { ReferenceCheckPage as Component };
