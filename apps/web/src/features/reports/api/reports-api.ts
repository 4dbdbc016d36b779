import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { adminOverviewResponseSchema, analyticsResponseSchema, reportsCsvFileName } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { reportKeys } from '../../../lib/query-keys';
import { fileNameFrom, saveBlobAs } from '../../../lib/save-file';

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: reportKeys.overview(),
    queryFn: ({ signal }) => apiFetch('/admin/overview', { schema: adminOverviewResponseSchema, signal }),
  });
export const useAdminOverview = () => useQuery(adminOverviewQuery());

export const analyticsQuery = () =>
  queryOptions({
    queryKey: reportKeys.analytics(),
    queryFn: ({ signal }) => apiFetch('/analytics', { schema: analyticsResponseSchema, signal }),
  });
export const useAnalytics = () => useQuery(analyticsQuery());

/** The file name the server chose (Content-Disposition), else today's report name. */
export function fileNameFromDisposition(header: string | null): string {
  return fileNameFrom(header, reportsCsvFileName());
}

/** GET /api/admin/export.csv as a file; a failed export throws an ApiError with the server's message. */
export async function fetchReportsCsv(): Promise<{ fileName: string; blob: Blob }> {
  const response = await apiFetch('/admin/export.csv', { raw: true, headers: { Accept: 'text/csv' } });
  const blob = await response.blob();
  return { fileName: fileNameFromDisposition(response.headers.get('content-disposition')), blob };
}

/** Export Reports: downloads the CSV named with the current date. */
export function useExportReports() {
  return useMutation({
    mutationFn: async () => {
      const { fileName, blob } = await fetchReportsCsv();
      saveBlobAs(fileName, blob);
      return fileName;
    },
  });
}
