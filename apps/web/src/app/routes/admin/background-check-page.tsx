import { ShieldCheck } from 'lucide-react';
import { sessionCan, useSession } from '../../../lib/session';
import { ComingSoon } from './coming-soon';

/** /background-check and /background-screening: the product promised the service as coming soon. */
function BackgroundCheckPage() {
  const session = useSession();
  const canRequest = sessionCan(session, 'initiate_verification');
  return (
    <ComingSoon
      title="Background Screening"
      icon={ShieldCheck}
      promise="Background screening is coming soon: identity, criminal records, sanctions and watch lists, ordered from a screening provider with the consent the FCRA requires, and reviewed in Candor with the rest of the verification."
      today={
        canRequest
          ? [
              {
                to: '/invite-candidate',
                label: 'Invite a candidate',
                text: 'Education, employment and documents, verified through the candidate’s private link.',
              },
              {
                to: '/employment-verification',
                label: 'Request an employment verification',
                text: 'Employers, titles and dates, with supervisor contacts.',
              },
            ]
          : []
      }
      learnMore={{ to: '/services/background', label: 'Read about background screening' }}
    />
  );
}

export { BackgroundCheckPage as Component };
