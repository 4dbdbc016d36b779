import type { QueryClient } from '@tanstack/react-query';
import { checksProgressEventSchema, type GetChecksResponse } from '@candor/contracts';
import { verificationKeys } from '../../../lib/query-keys';

/**
 * A run's progress as it arrives over realtime: the open checks section of that verification shows
 * it at once; when the run ends (or is new to this page) its findings are fetched again.
 */
export function applyChecksProgress(queryClient: QueryClient, payload: unknown): void {
  const parsed = checksProgressEventSchema.safeParse(payload);
  if (!parsed.success) return;
  const event = parsed.data;
  const key = verificationKeys.checks(event.verificationId);
  const cached = queryClient.getQueryData<GetChecksResponse>(key);
  if (!cached) return;
  const run = cached.run;
  if (event.status === 'RUNNING' && run?.id === event.runId && event.done !== null && event.total !== null) {
    queryClient.setQueryData<GetChecksResponse>(key, {
      ...cached,
      run: { ...run, status: 'RUNNING', progress: { done: event.done, total: event.total } },
    });
    return;
  }
  void queryClient.invalidateQueries({ queryKey: key });
}
