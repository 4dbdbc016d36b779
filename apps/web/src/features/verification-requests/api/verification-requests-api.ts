import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  verificationRequestCreatedSchema,
  type EducationVerificationForm,
  type EmploymentVerificationForm,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { verificationKeys } from '../../../lib/query-keys';

/** POST /api/education-verification: a verification of type EDUCATION; the candidate is emailed. */
export function useRequestEducationVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EducationVerificationForm) =>
      apiFetch('/education-verification', { body, schema: verificationRequestCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

/** POST /api/employment-verification: a verification of type EMPLOYMENT; the candidate is emailed. */
export function useRequestEmploymentVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmploymentVerificationForm) =>
      apiFetch('/employment-verification', { body, schema: verificationRequestCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
