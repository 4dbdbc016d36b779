import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  linkedinComparisonResponseSchema,
  linkedinVerificationsResponseSchema,
  listVerificationsResponseSchema,
  startChecksResponseSchema,
  UPLOAD_PANEL_FAILED_MESSAGE,
  type LinkedinComparisonResponse,
} from '@candor/contracts';
import { API_BASE, apiFetch } from '../../../lib/api-fetch';
import { verificationKeys } from '../../../lib/query-keys';
import { uploadDocument } from '../../../lib/upload-document';
import { verificationPath } from '../../../lib/verification-queries';

/** While the LinkedIn check runs, the comparison is asked for this often. */
const RUN_POLL_MS = 1500;

const isOpen = (data: LinkedinComparisonResponse | undefined) =>
  data?.run?.status === 'QUEUED' || data?.run?.status === 'RUNNING';

const linkedinKeys = {
  withProfiles: () => [...verificationKeys.all, 'linkedin'] as const,
  comparison: (id: string) => [...verificationKeys.detail(id), 'linkedin'] as const,
};

/** GET /api/linkedin/verifications: verifications with a LinkedIn profile PDF, latest first. */
export const useVerificationsWithProfiles = () =>
  useQuery(
    queryOptions({
      queryKey: linkedinKeys.withProfiles(),
      queryFn: ({ signal }) =>
        apiFetch('/linkedin/verifications', { schema: linkedinVerificationsResponseSchema, signal }),
    }),
  );

/** GET /api/verifications?search=: any verification by candidate name, to pick one. */
export function useVerificationSearch(search: string) {
  return useQuery({
    queryKey: [...verificationKeys.lists(), 'linkedin-search', search] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/verifications?search=${encodeURIComponent(search)}&limit=10`, {
        schema: listVerificationsResponseSchema,
        signal,
      }),
    enabled: search !== '',
  });
}

/** GET /api/verifications/{id}/linkedin: the profiles as read, the application and the findings. */
export const useLinkedinComparison = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: linkedinKeys.comparison(id),
      queryFn: ({ signal }) =>
        apiFetch(`${verificationPath(id)}/linkedin`, { schema: linkedinComparisonResponseSchema, signal }),
      refetchInterval: (query) => (isOpen(query.state.data) ? RUN_POLL_MS : false),
    }),
  );

/** Uploads a profile PDF as a LinkedIn document, then runs the LinkedIn check on it. */
export function useUploadProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadDocument(`${API_BASE}${verificationPath(id)}/documents?verificationType=LINKEDIN`, file, {
        onProgress: () => undefined,
        failedMessage: UPLOAD_PANEL_FAILED_MESSAGE,
      }).promise,
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

/** POST /api/verifications/{id}/checks with the LinkedIn group only. */
export function useRunLinkedinCheck(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`${verificationPath(id)}/checks`, {
        method: 'POST',
        body: { types: ['LINKEDIN'] },
        schema: startChecksResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
