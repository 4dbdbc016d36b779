import { Card, CardContent } from '../../../components/ui';
import { EducationRequestForm } from '../../../features/verification-requests/components/verification-request-form';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /education-verification — staff request a education verification (docs/product.md#staff-forms). */
function EducationVerificationPage() {
  useDocumentTitle('Education verification');
  const session = useSession();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Education verification</h1>
        <p className="mt-1 text-ink-muted">
          Confirm a candidate's degree with the institution. The candidate is emailed a private link to
          confirm the details and add supporting documents.
        </p>
      </div>
      <Card>
        <CardContent className="p-5 sm:p-6">
          {session.status === 'signed-in' && !sessionCan(session, 'initiate_verification') ? (
            <p role="alert" className="text-sm text-ink">
              Your role does not allow requesting verifications. Ask an administrator of your organisation for
              the Recruiter, Hiring Manager, HR Manager or HR Director role.
            </p>
          ) : (
            <EducationRequestForm />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export { EducationVerificationPage as Component };
