import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getChecksResponseSchema,
  startChecksResponseSchema,
  type CheckType,
  type ClaimSection,
  type FindingDecision,
  type GetChecksResponse,
  type VerifyClaimBody,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { eventKeys, verificationKeys } from '../../../lib/query-keys';
import { verificationPath } from '../../../lib/verification-queries';

/** While a run is queued or running, its progress is asked for this often. */
const RUN_POLL_MS = 1500;

const isOpen = (data: GetChecksResponse | undefined) =>
  data?.run?.status === 'QUEUED' || data?.run?.status === 'RUNNING';

/** GET /api/verifications/{id}/checks: the latest run, the findings and the result per claim. */
export const checksQuery = (verificationId: string) =>
  queryOptions({
    queryKey: verificationKeys.checks(verificationId),
    queryFn: ({ signal }) =>
      apiFetch(`${verificationPath(verificationId)}/checks`, { schema: getChecksResponseSchema, signal }),
    refetchInterval: (query) => (isOpen(query.state.data) ? RUN_POLL_MS : false),
  });
export const useChecks = (verificationId: string) => useQuery(checksQuery(verificationId));

/** POST /api/verifications/{id}/checks: starts a run of every check, or of the given groups. */
export function useStartChecks(verificationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (types?: CheckType[]) =>
      apiFetch(`${verificationPath(verificationId)}/checks`, {
        method: 'POST',
        body: types ? { types } : {},
        schema: startChecksResponseSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  });
}

/** POST /api/verifications/{id}/findings/{findingId}/review: confirm or dismiss with a note. */
export function useReviewFinding(verificationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      findingId,
      decision,
      note,
    }: {
      findingId: string;
      decision: FindingDecision;
      note: string;
    }) =>
      apiFetch(`${verificationPath(verificationId)}/findings/${encodeURIComponent(findingId)}/review`, {
        method: 'POST',
        body: { decision, note },
        schema: getChecksResponseSchema,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(verificationKeys.checks(verificationId), data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** One claim: an education or employment entry of the form. */
export type ClaimRef = { section: ClaimSection; index: number };

const claimVerificationPath = (verificationId: string, claim: ClaimRef) =>
  `${verificationPath(verificationId)}/claims/${claim.section}/${claim.index}/verification`;

/** After a person's verification changed: the answer is the checks as they are now. */
function useClaimMutation<TVariables>(
  verificationId: string,
  mutationFn: (variables: TVariables) => Promise<GetChecksResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => {
      queryClient.setQueryData(verificationKeys.checks(verificationId), data);
      // The record's stored results changed with it.
      void queryClient.invalidateQueries({ queryKey: verificationKeys.record(verificationId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** PUT …/claims/{section}/{index}/verification: a primary source confirmed the claim. */
export function useVerifyClaim(verificationId: string) {
  return useClaimMutation(verificationId, ({ claim, body }: { claim: ClaimRef; body: VerifyClaimBody }) =>
    apiFetch(claimVerificationPath(verificationId, claim), {
      method: 'PUT',
      body,
      schema: getChecksResponseSchema,
    }),
  );
}

/** DELETE …/claims/{section}/{index}/verification: withdraws a person's verification. */
export function useWithdrawClaimVerification(verificationId: string) {
  return useClaimMutation(verificationId, (claim: ClaimRef) =>
    apiFetch(claimVerificationPath(verificationId, claim), {
      method: 'DELETE',
      schema: getChecksResponseSchema,
    }),
  );
}
