import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  demoReportResponseSchema,
  verificationReportFileName,
  verificationReportResponseSchema,
  type DemoReportBody,
  type VerificationReportResponse,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { verificationKeys } from '../../../lib/query-keys';
import { fileNameFrom, saveBlobAs } from '../../../lib/save-file';

/** While the automated checks run, the report is asked for again this often (realtime may be down). */
const RUNNING_POLL_MS = 1500;

const reportPath = (id: string) => `/verifications/${encodeURIComponent(id)}/report`;

const isRunning = (data: VerificationReportResponse | undefined) => data?.report.checks.state === 'RUNNING';

/** GET /api/verifications/{id}/report: the preview (not audited; downloads are). */
export const reportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: verificationKeys.report(id),
    queryFn: ({ signal }) => apiFetch(reportPath(id), { schema: verificationReportResponseSchema, signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? RUNNING_POLL_MS : false),
  });
export const useVerificationReport = (id: string) => useQuery(reportQueryOptions(id));

export type ReportFormat = 'json' | 'pdf';

/** Download JSON / Download PDF: the server's file (audited there), saved under its name. */
export function useDownloadReport(id: string) {
  return useMutation({
    mutationFn: async (format: ReportFormat) => {
      const response = await apiFetch(`${reportPath(id)}.${format}`, {
        raw: true,
        headers: { Accept: format === 'pdf' ? 'application/pdf' : 'application/json' },
      });
      const fileName = fileNameFrom(
        response.headers.get('content-disposition'),
        verificationReportFileName(id, new Date(), format),
      );
      saveBlobAs(fileName, await response.blob());
      return fileName;
    },
  });
}

/** POST /api/demo-report: a sample verification from the form, its checks queued. */
export function useCreateDemoReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DemoReportBody) =>
      apiFetch('/demo-report', { body, schema: demoReportResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
