import { describe, expect, it } from 'vitest';
import type { Check, CheckContext } from './check.js';
import { fieldEvidence, finding } from './check.js';
import { describeFailures, runChecks } from './engine.js';

const context = {
  verificationId: '00000000-0000-4000-8000-000000000000',
  now: new Date('2026-11-25'),
} as CheckContext;

const check = (id: string, run: Check['run']): Check => ({
  id,
  type: 'EMPLOYMENT',
  version: 1,
  reads: ['employment'],
  codes: ['EMPLOYMENT_GAP'],
  run,
});

const gap = finding('EMPLOYMENT_GAP', {
  status: 'consistent',
  severity: 'info',
  confidence: 0.99,
  subject: { section: 'employment', index: 0 },
  message: 'A gap of 8 months between two jobs.',
  evidence: [fieldEvidence('employment[0].endDate', '2020-01-01')],
});

const options = (overrides: Partial<Parameters<typeof runChecks>[2]> = {}) => ({
  deadline: Date.now() + 5_000,
  retry: false,
  clock: () => Date.now(),
  ...overrides,
});

describe('the engine', () => {
  it('collects each check’s findings with the check’s id, version and type, and reports progress', async () => {
    const progress: string[] = [];
    const result = await runChecks([check('a', () => [gap]), check('b', () => [])], context, {
      ...options(),
      onProgress: (done, total) => {
        progress.push(`${done}/${total}`);
      },
    });
    expect(result.failures).toEqual([]);
    expect(result.findings).toEqual([{ ...gap, checkType: 'EMPLOYMENT', checkId: 'a', checkVersion: 1 }]);
    expect(progress).toEqual(['1/2', '2/2']);
  });

  it('records a check that throws as a failure, and retries it once when asked', async () => {
    let calls = 0;
    const flaky = check('flaky', () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return [gap];
    });
    expect((await runChecks([flaky], context, options())).failures).toEqual([
      { checkId: 'flaky', reason: 'error' },
    ]);
    calls = 0;
    const retried = await runChecks([flaky], context, options({ retry: true }));
    expect(retried.failures).toEqual([]);
    expect(retried.findings).toHaveLength(1);
  });

  it('stops a check at the deadline and does not start checks after it', async () => {
    const slow = check('slow', () => new Promise(() => undefined));
    const result = await runChecks(
      [slow, check('late', () => [gap])],
      context,
      options({ deadline: Date.now() + 50 }),
    );
    expect(result.failures).toEqual([
      { checkId: 'slow', reason: 'timeout' },
      { checkId: 'late', reason: 'timeout' },
    ]);
    expect(result.findings).toEqual([]);
  });

  it('never passes on a finding without evidence or with a code the check does not declare', async () => {
    const noEvidence = check('bare', () => [{ ...gap, evidence: [] }]);
    const otherCode = check('other', () => [{ ...gap, code: 'DOCUMENT_EDITED' }]);
    const result = await runChecks([noEvidence, otherCode], context, options());
    expect(result.findings).toEqual([]);
    expect(result.failures.map((failure) => failure.reason)).toEqual(['invalid_finding', 'invalid_finding']);
  });

  it('says which checks could not run, and nothing when all ran', () => {
    expect(describeFailures([], 3)).toBeNull();
    expect(describeFailures([{ checkId: 'slow', reason: 'timeout' }], 3)).toBe(
      '1 of 3 checks could not run within the processing timeout (slow).',
    );
  });
});
