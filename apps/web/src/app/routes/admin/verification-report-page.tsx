import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { VIEW_PERMISSIONS } from '@candor/contracts';
import { LoadingScreen } from '../../../components/ui';
import { useVerificationReport } from '../../../features/verification-report/api/report-api';
import { ReportPanel } from '../../../features/verification-report/components/report-panel';
import {
  isVerificationMissing,
  VERIFICATION_NOT_FOUND_TITLE,
  VerificationNotFound,
} from '../../../features/verification-status/components/verification-not-found';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /verifications/:id/report — the verification report: preview, JSON, PDF and Print. */
function VerificationReportPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const report = useVerificationReport(id);
  const missing = report.isError && isVerificationMissing(report.error);
  const name = report.data?.report.candidateInfo.name;
  useDocumentTitle(
    missing ? VERIFICATION_NOT_FOUND_TITLE : name ? `${name} – Report` : 'Verification report',
  );

  if (session.status !== 'signed-in') return <LoadingScreen label="Loading the report…" />;
  if (!VIEW_PERMISSIONS.some((permission) => sessionCan(session, permission))) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Verification report</h1>
        <p role="alert" className="rounded-md border border-border bg-surface p-4 text-sm text-ink">
          Your role does not include viewing verifications. Ask an administrator of your organisation for a
          role that does, such as Recruiter, HR Manager or HR Director.
        </p>
      </div>
    );
  }
  if (missing) return <VerificationNotFound />;

  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-4">
      <Link
        to={`/verifications/${encodeURIComponent(id)}`}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the case
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl print:hidden">
        {name ? `Report: ${name}` : 'Verification report'}
      </h1>
      <ReportPanel verificationId={id} />
    </div>
  );
}

export { VerificationReportPage as Component };
