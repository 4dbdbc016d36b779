import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GetChecksResponse } from '@candor/contracts';
import { verificationKeys } from '../../../lib/query-keys';
import { applyChecksProgress } from './checks-progress';

const verificationId = '00000000-0000-4000-8000-000000000001';
const runId = '00000000-0000-4000-8000-0000000000a1';
const running: GetChecksResponse = {
  success: true,
  run: {
    id: runId,
    status: 'QUEUED',
    types: ['EDUCATION'],
    startedAt: null,
    finishedAt: null,
    progress: { done: 0, total: 0 },
    error: null,
  },
  findings: [],
  claims: [],
};

function clientWith(data: GetChecksResponse) {
  const client = new QueryClient();
  client.setQueryData(verificationKeys.checks(verificationId), data);
  return client;
}

describe('applyChecksProgress', () => {
  it('shows the progress of the open run at once', () => {
    const client = clientWith(running);
    applyChecksProgress(client, { verificationId, runId, status: 'RUNNING', done: 3, total: 12 });
    const data = client.getQueryData<GetChecksResponse>(verificationKeys.checks(verificationId));
    expect(data?.run?.status).toBe('RUNNING');
    expect(data?.run?.progress).toEqual({ done: 3, total: 12 });
  });

  it('fetches the findings again when the run ends', () => {
    const client = clientWith(running);
    applyChecksProgress(client, { verificationId, runId, status: 'DONE', done: null, total: null });
    expect(client.getQueryState(verificationKeys.checks(verificationId))?.isInvalidated).toBe(true);
  });

  it('ignores a malformed event and leaves other verifications alone', () => {
    const client = clientWith(running);
    applyChecksProgress(client, { verificationId: 'nope', status: 'RUNNING' });
    applyChecksProgress(client, {
      verificationId: '00000000-0000-4000-8000-000000000002',
      runId,
      status: 'DONE',
      done: null,
      total: null,
    });
    const state = client.getQueryState(verificationKeys.checks(verificationId));
    expect(state?.isInvalidated).toBe(false);
    expect(client.getQueryData<GetChecksResponse>(verificationKeys.checks(verificationId))).toEqual(running);
  });
});
