import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getVerificationResponseSchema,
  uploadDocumentResponseSchema,
  type StaffCandidateInformationInput,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { verificationKeys } from '../../../lib/query-keys';
import {
  revealedVerificationQueryOptions,
  verificationPath,
  verificationQueryOptions,
} from '../../../lib/verification-queries';

/**
 * The verification for the staff form; `reveal` shows SSN and date of birth in full (audited, so
 * fetched only when asked for and never again behind the user's back).
 */
export const staffInformationQuery = (id: string, reveal: boolean) =>
  reveal
    ? revealedVerificationQueryOptions(id)
    : // The form starts from what the server has now, not from a copy another screen cached.
      { ...verificationQueryOptions(id), staleTime: 0 };

/** `enabled: false` keeps a reveal from being fetched (and audited) until the user asks for it. */
export const useStaffInformation = (id: string, reveal: boolean, enabled = true) =>
  useQuery({ ...staffInformationQuery(id, reveal), enabled });

/** PUT /api/verifications/{id}/candidate-information. */
export function useSaveStaffInformation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCandidateInformationInput) =>
      apiFetch(`${verificationPath(id)}/candidate-information`, {
        method: 'PUT',
        body,
        schema: getVerificationResponseSchema,
      }),
    onSuccess: async () => {
      // A revealed copy is dropped, never refetched: fetching it again would be another audited reveal.
      queryClient.removeQueries({ queryKey: verificationKeys.revealed(id) });
      await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    },
  });
}

/** A certificate added by staff: stored through the staff upload (pdf, jpg, jpeg, png). */
export function uploadStaffCertificate(id: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiFetch(`${verificationPath(id)}/documents?verificationType=EDUCATION`, {
    method: 'POST',
    body,
    schema: uploadDocumentResponseSchema,
  });
}
