import type { TestApp } from './build-test-app.js';
import type { Staff } from './verification-helpers.js';

const HOUR = 60 * 60 * 1000;

/**
 * A clock for `buildTestApp({ now })` that starts now and moves on a millisecond at each reading,
 * with the server's today and yesterday for the deadline rule (the date in UTC-12).
 */
export function steppingClock() {
  const base = Date.now();
  let ticks = 0;
  return {
    clock: () => base + ticks++,
    today: new Date(base - 12 * HOUR).toISOString().slice(0, 10),
    yesterday: new Date(base - 36 * HOUR).toISOString().slice(0, 10),
  };
}

/** A verification's request history as a member sees it (the owner unless another cookie is given). */
export function informationRequestHistory(appOf: () => TestApp, ownerOf: () => Pick<Staff, 'cookie'>) {
  return (id: string, cookie = ownerOf().cookie) =>
    appOf().inject({
      method: 'GET',
      url: `/api/verifications/${id}/information-requests`,
      headers: { cookie },
    });
}
