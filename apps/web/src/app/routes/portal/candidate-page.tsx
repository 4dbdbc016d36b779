import { useParams } from 'react-router';
import { CandidatePortal } from '../../../features/candidate-portal/components/candidate-portal';

/** /candidate/:token — the candidate's private link; no sign-in. */
function CandidatePage() {
  const { token = '' } = useParams();
  return (
    <>
      {/* The link's token must never leak to another site through the Referer header. */}
      <meta name="referrer" content="no-referrer" />
      <CandidatePortal token={token} />
    </>
  );
}

export { CandidatePage as Component };
