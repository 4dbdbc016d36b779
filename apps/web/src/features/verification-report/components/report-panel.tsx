import { useState } from 'react';
import { LoadError, Skeleton } from '../../../components/ui';
import { useDownloadReport, useVerificationReport, type ReportFormat } from '../api/report-api';
import { ReportActions, ReportView } from './report-view';

/**
 * A verification's report with its actions: the preview, Download JSON, Download PDF (both made
 * by the server and audited there) and Print (the page without the navigation). Loading, failed
 * and failed-download states are shown in place.
 */
export function ReportPanel({ verificationId }: { verificationId: string }) {
  const report = useVerificationReport(verificationId);
  const download = useDownloadReport(verificationId);
  const [downloading, setDownloading] = useState<ReportFormat | null>(null);

  if (report.isPending) {
    return (
      <div role="status" aria-label="Loading the report" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (report.isError) {
    return (
      <LoadError onRetry={() => void report.refetch()}>
        The report could not be loaded: {report.error.message}
      </LoadError>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ReportActions
        downloading={downloading}
        onDownload={(format) => {
          setDownloading(format);
          download.mutate(format, {
            onSettled: () => {
              setDownloading(null);
            },
          });
        }}
      />
      {download.isError && (
        <p role="alert" className="text-sm text-red-800 print:hidden">
          The report could not be downloaded: {download.error.message}
        </p>
      )}
      <ReportView report={report.data.report} />
    </div>
  );
}
