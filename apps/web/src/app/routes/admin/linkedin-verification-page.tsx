import { Link, useSearchParams } from 'react-router';
import { LINKEDIN_PAGE_STATEMENT } from '@candor/contracts';
import { LinkedinComparison } from '../../../features/linkedin/components/linkedin-comparison';
import { VerificationPicker } from '../../../features/linkedin/components/verification-picker';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /linkedin-verification — the LinkedIn profile comparison (docs/product.md#linkedin-profile-comparison). */
function LinkedinVerificationPage() {
  const [params] = useSearchParams();
  const id = params.get('verification');
  const session = useSession();
  const mayUpload = sessionCan(session, 'initiate_verification');
  const mayRun = mayUpload || sessionCan(session, 'approve_verifications');
  useDocumentTitle('LinkedIn profile comparison');

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-ink">LinkedIn profile comparison</h1>
        <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-ink">
          {LINKEDIN_PAGE_STATEMENT}
        </p>
        {id && (
          <Link to="/linkedin-verification" className="self-start text-sm text-brand-700 underline">
            ← Choose another verification
          </Link>
        )}
      </header>
      {id ? <LinkedinComparison id={id} mayUpload={mayUpload} mayRun={mayRun} /> : <VerificationPicker />}
    </div>
  );
}

export { LinkedinVerificationPage as Component };
