import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';
import { loadSession } from '../lib/session';

/** Retries only what may pass on a second try: no retry for 4xx answers. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The organisation started requiring MFA while this member was signed in: the API now refuses
 * everything but the security screens, so refresh the session and go there.
 */
function onMfaRequired(error: unknown, goToSecurity: () => void) {
  if (!isApiError(error) || error.code !== 'MFA_REQUIRED') return;
  void loadSession(true).then(goToSecurity);
}

export function createQueryClient(
  goToSecurity: () => void = () => {
    if (window.location.pathname !== '/security') window.location.assign('/security');
  },
): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        onMfaRequired(error, goToSecurity);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        onMfaRequired(error, goToSecurity);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
