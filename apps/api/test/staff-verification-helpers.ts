import type { TestApp } from './build-test-app.js';
import { multipartBody } from './fixtures.js';
import type { Staff } from './verification-helpers.js';

/**
 * A member's calls on one verification (read it, save the candidate information form, upload a
 * document on the staff panel), on a test app that a suite builds later (in its beforeAll).
 */
export function staffVerificationCalls(appOf: () => TestApp) {
  const get = async (staff: Pick<Staff, 'cookie'>, id: string, query = '') =>
    appOf().inject({
      method: 'GET',
      url: `/api/verifications/${id}${query}`,
      headers: { cookie: staff.cookie },
    });
  const put = (staff: Pick<Staff, 'cookie'>, id: string, payload: object) =>
    appOf().inject({
      method: 'PUT',
      url: `/api/verifications/${id}/candidate-information`,
      headers: { cookie: staff.cookie },
      payload,
    });
  const upload = (
    staff: Pick<Staff, 'cookie'>,
    id: string,
    file: { name: string; content: Buffer },
    verificationType = 'EDUCATION',
  ) => {
    const body = multipartBody(file);
    return appOf().inject({
      method: 'POST',
      url: `/api/verifications/${id}/documents?verificationType=${verificationType}`,
      headers: { cookie: staff.cookie, ...body.headers },
      payload: body.payload,
    });
  };
  return { get, put, upload };
}
