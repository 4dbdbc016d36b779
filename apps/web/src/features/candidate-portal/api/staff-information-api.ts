import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getVerificationResponseSchema,
  uploadDocumentResponseSchema,
  type StaffCandidateInformationInput,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';

const path = (id: string) => `/verifications/${encodeURIComponent(id)}`;

/** The verification for the staff form; `reveal` shows SSN and date of birth in full (audited). */
export const staffInformationQuery = (id: string, reveal: boolean) =>
  queryOptions({
    queryKey: ['verification', id, reveal ? 'pii' : 'masked'],
    queryFn: ({ signal }) =>
      apiFetch(`${path(id)}${reveal ? '?reveal=pii' : ''}`, {
        schema: getVerificationResponseSchema,
        signal,
      }),
    // A reveal is an audited view: never repeated behind the user's back.
    staleTime: reveal ? Infinity : 0,
    refetchOnWindowFocus: !reveal,
  });

/** `enabled: false` keeps a reveal from being fetched (and audited) until the user asks for it. */
export const useStaffInformation = (id: string, reveal: boolean, enabled = true) =>
  useQuery({ ...staffInformationQuery(id, reveal), enabled });

/** PUT /api/verifications/{id}/candidate-information. */
export function useSaveStaffInformation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCandidateInformationInput) =>
      apiFetch(`${path(id)}/candidate-information`, {
        method: 'PUT',
        body,
        schema: getVerificationResponseSchema,
      }),
    onSuccess: async () => {
      // A revealed copy is dropped, never refetched: fetching it again would be another audited reveal.
      queryClient.removeQueries({ queryKey: ['verification', id, 'pii'] });
      await queryClient.invalidateQueries({ queryKey: ['verifications'] });
      await queryClient.invalidateQueries({ queryKey: ['verification', id] });
    },
  });
}

/** A certificate added by staff: stored through the staff upload (pdf, jpg, jpeg, png). */
export function uploadStaffCertificate(id: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiFetch(`${path(id)}/documents?verificationType=EDUCATION`, {
    method: 'POST',
    body,
    schema: uploadDocumentResponseSchema,
  });
}
