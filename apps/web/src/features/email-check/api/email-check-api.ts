import { useMutation } from '@tanstack/react-query';
import { emailPrecheckResponseSchema } from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';

/** POST /api/email-check: the full answer (large provider lists, mail server lookup). */
export function useEmailCheck() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/email-check', { body: { email }, schema: emailPrecheckResponseSchema }).then(
        (data) => data.result,
      ),
  });
}
