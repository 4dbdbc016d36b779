import type { IdentityDeps, IdentityLibrary } from './identity-library.js';

/** The header through which the API hands the auth library the client address it resolved. */
export const CLIENT_IP_HEADER = 'x-candor-client-ip';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * An idle session's expiry slides forward at most this often: a request within a minute of the
 * last slide costs no write (the library's own session route and our session resolver alike).
 */
export const SESSION_SLIDE_SECONDS = 60;

/** The header through which the API hands the auth library the emailed sign-in code. */
export const SIGN_IN_CODE_HEADER = 'x-candor-sign-in-code';

/**
 * The identity library (credentials, sessions, MFA: lib/identity-library.ts), loaded on first
 * use. Its modules take about half a second to load and no request needs them until someone signs
 * up, signs in or manages their account; authenticated requests resolve their session without it
 * (modules/accounts/session-resolver.ts). The server starts loading it as soon as it listens.
 */
export type Auth = {
  /** The library, built once; the first call loads its modules. */
  load(): Promise<IdentityLibrary>;
};

export type { IdentityLibrary } from './identity-library.js';

export function createAuth(deps: IdentityDeps): Auth {
  let library: Promise<IdentityLibrary> | null = null;
  return {
    load() {
      library ??= import('./identity-library.js').then((module) => module.createIdentityLibrary(deps));
      return library;
    },
  };
}

/**
 * Whether the identity library refused a request (its APIError with a 4xx status). Told apart by
 * name, as the library does itself, so that checking needs none of its modules.
 */
export function isIdentityRefusal(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'APIError') return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
