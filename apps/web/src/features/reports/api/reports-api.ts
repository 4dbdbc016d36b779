import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  adminOverviewResponseSchema,
  analyticsResponseSchema,
  INTERNAL_ERROR_MESSAGE,
  parseErrorEnvelope,
  reportsCsvFileName,
} from '@candor/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { API_BASE, apiFetch } from '../../../lib/api-fetch';

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: ['reports', 'overview'],
    queryFn: ({ signal }) => apiFetch('/admin/overview', { schema: adminOverviewResponseSchema, signal }),
  });
export const useAdminOverview = () => useQuery(adminOverviewQuery());

export const analyticsQuery = () =>
  queryOptions({
    queryKey: ['reports', 'analytics'],
    queryFn: ({ signal }) => apiFetch('/analytics', { schema: analyticsResponseSchema, signal }),
  });
export const useAnalytics = () => useQuery(analyticsQuery());

/** The file name the server chose (Content-Disposition), else today's report name. */
export function fileNameFromDisposition(header: string | null): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  const name = match?.[1]?.trim();
  return name && /^[\w.-]+$/.test(name) ? name : reportsCsvFileName();
}

/** GET /api/admin/export.csv as a file; a failed export throws an ApiError with the server's message. */
export async function fetchReportsCsv(): Promise<{ fileName: string; blob: Blob }> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/export.csv`, {
      credentials: 'same-origin',
      headers: { Accept: 'text/csv' },
    });
  } catch (error) {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, cause: error });
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the status alone tells what went wrong
    }
    const envelope = parseErrorEnvelope(body);
    throw envelope
      ? ApiError.fromEnvelope(response.status, envelope)
      : ApiError.fromStatus(response.status, response.statusText, INTERNAL_ERROR_MESSAGE);
  }
  const blob = await response.blob();
  return { fileName: fileNameFromDisposition(response.headers.get('content-disposition')), blob };
}

/** Hands a file to the browser's downloads under `fileName`. */
export function saveFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** Export Reports: downloads the CSV named with the current date. */
export function useExportReports() {
  return useMutation({
    mutationFn: async () => {
      const { fileName, blob } = await fetchReportsCsv();
      saveFile(fileName, blob);
      return fileName;
    },
  });
}
