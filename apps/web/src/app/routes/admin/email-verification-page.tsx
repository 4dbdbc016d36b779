import { Card, CardContent } from '../../../components/ui';
import { EmailCheckForm } from '../../../features/email-check/components/email-check-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /email-verification — pre-check a candidate's email address before inviting them. */
function EmailVerificationPage() {
  useDocumentTitle('Email pre-check');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Email pre-check</h1>
        <p className="mt-1 text-ink-muted">
          Check a candidate&apos;s address before you invite them: its format, whether it is a disposable or
          personal address, and whether its domain can receive email.
        </p>
      </div>
      <Card>
        <CardContent className="p-5 sm:p-6">
          <EmailCheckForm />
        </CardContent>
      </Card>
    </div>
  );
}

export { EmailVerificationPage as Component };
