import { eq } from 'drizzle-orm';
import { verifications } from '../src/db/schema.js';
import type { TestApp } from './build-test-app.js';

/**
 * The candidate portal's calls, and the verification row they change, on a test app that a
 * suite builds later (in its beforeAll): `const { getPortal } = candidatePortalCalls(() => app)`.
 */
export function candidatePortalCalls(appOf: () => TestApp) {
  const getPortal = (token: string, remoteAddress?: string) =>
    appOf().inject({
      method: 'GET',
      url: `/api/candidate/${token}`,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const saveDraft = (token: string, payload: object) =>
    appOf().inject({ method: 'PUT', url: `/api/candidate/${token}/draft`, payload });
  const rowOf = async (id: string) =>
    (await appOf().db.select().from(verifications).where(eq(verifications.id, id)))[0]!;
  return { getPortal, saveDraft, rowOf };
}
