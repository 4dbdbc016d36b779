import { Card, CardContent } from '../../../components/ui';
import { EmploymentRequestForm } from '../../../features/verification-requests/components/verification-request-form';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /employment-verification — staff request a employment verification (docs/product.md#staff-forms). */
function EmploymentVerificationPage() {
  useDocumentTitle('Employment verification');
  const session = useSession();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          Employment verification
        </h1>
        <p className="mt-1 text-ink-muted">
          Confirm a candidate's role and dates with a past or current employer. The candidate is emailed a
          private link to confirm the details and add their supervisor's contact.
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
            <EmploymentRequestForm />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export { EmploymentVerificationPage as Component };
