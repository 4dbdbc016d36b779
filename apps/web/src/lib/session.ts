import { useEffect, useSyncExternalStore } from 'react';
import type { Permission, SessionResponse } from '@candor/contracts';
import { apiRequest } from './api-request';

export type Me = NonNullable<SessionResponse['me']>;

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; me: Me }
  | { status: 'error'; message: string };

/**
 * The one client-side record of who is signed in, read by the layout (navigation, sidebar) and by
 * the route guards. The server decides everything; this only mirrors GET /api/session.
 */
let state: SessionState = { status: 'loading' };
let inFlight: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Loads the session once (concurrent callers share the request); `force` reloads it. */
export function loadSession(force = false): Promise<SessionState> {
  if (!force && state.status !== 'loading' && state.status !== 'error') return Promise.resolve(state);
  if (inFlight && !force) return inFlight;
  // The transport without the schema code: this runs on every page, so the layout chunk must not
  // pull in zod.
  const request = apiRequest('/session', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The session could not be checked (HTTP ${response.status}).`);
      const me = ((await response.json()) as SessionResponse).me;
      const next: SessionState = me ? { status: 'signed-in', me } : { status: 'signed-out' };
      set(next);
      return next;
    })
    .catch((error: unknown) => {
      const next: SessionState = {
        status: 'error',
        message: error instanceof Error ? error.message : 'Could not check your session.',
      };
      set(next);
      return next;
    })
    .finally(() => {
      if (inFlight === request) inFlight = null;
    });
  inFlight = request;
  return request;
}

/** Forgets the signed-in user on this device (after sign-out or a 401). */
export function clearSession() {
  set({ status: 'signed-out' });
}

export function getSessionState(): SessionState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session; starts loading it on first use. */
export function useSession(): SessionState {
  const current = useSyncExternalStore(subscribe, getSessionState, getSessionState);
  useEffect(() => {
    if (current.status === 'loading') void loadSession();
  }, [current.status]);
  return current;
}

/** True when the signed-in member holds the permission (hides UI only; the server decides). */
export function sessionCan(session: SessionState, permission: Permission): boolean {
  return session.status === 'signed-in' && (session.me.membership?.permissions.includes(permission) ?? false);
}
