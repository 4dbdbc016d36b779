import { useSearchParams } from 'react-router';
import { Button, Card, CardContent } from '../../../components/ui';
import { DemoReportForm } from '../../../features/verification-report/components/demo-report-form';
import { ReportPanel } from '../../../features/verification-report/components/report-panel';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /demo-report — the demo report generator (docs/product.md#the-verification-report): a name,
 * position and company make a sample verification in the member's organisation (for demo users,
 * the demo organisation); its checks run and its report shows here, labelled "Sample data". The
 * sample's id stays in the address, so a reload shows the same report.
 */
function DemoReportPage() {
  useDocumentTitle('Demo report');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const shown = params.get('verification') ?? '';
  const verificationId = UUID.test(shown) ? shown : null;
  const allowed = session.status === 'signed-in' && sessionCan(session, 'initiate_verification');

  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6">
      <div className="print:hidden">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Demo report</h1>
        <p className="mt-1 text-ink-muted">
          See the verification report on sample data. Candor creates a sample verification for the name,
          position and company you give (marked <strong>Sample data</strong>, never counted as usage), runs
          the automated checks on it, and shows the same report as for a real candidate.
        </p>
      </div>
      {session.status === 'signed-in' && !allowed ? (
        <p role="alert" className="rounded-md border border-border bg-surface p-4 text-sm text-ink">
          Your role does not allow starting verifications, so it cannot create sample ones either. Ask an
          administrator of your organisation for the Recruiter, Hiring Manager, HR Manager or HR Director
          role.
        </p>
      ) : verificationId ? (
        <>
          <div className="print:hidden">
            <Button
              variant="secondary"
              onClick={() => {
                setParams({});
              }}
            >
              Generate another sample report
            </Button>
          </div>
          <ReportPanel verificationId={verificationId} />
        </>
      ) : (
        <Card>
          <CardContent className="p-5 sm:p-6">
            <DemoReportForm
              onCreated={(id) => {
                setParams({ verification: id });
              }}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

export { DemoReportPage as Component };
