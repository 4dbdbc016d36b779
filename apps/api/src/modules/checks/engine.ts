import { findingDraftSchema, type FindingDraft } from '@candor/contracts';
import type { Check, CheckContext } from './check.js';

/** A finding as the engine stores it: which check (and which version of it) produced it. */
export type EngineFinding = FindingDraft & { checkId: string; checkVersion: number };

/** A check that produced nothing usable: it threw, timed out, or returned a malformed finding. */
export type CheckFailure = { checkId: string; reason: 'error' | 'timeout' | 'invalid_finding' };

export type EngineResult = { findings: EngineFinding[]; failures: CheckFailure[] };

export type EngineOptions = {
  /** When the run must end (epoch ms): the organisation's processing timeout. */
  deadline: number;
  /** Try a failed check once more (the organisation's auto-retry setting). */
  retry: boolean;
  clock: () => number;
  /** After each check, with how many are done out of how many. */
  onProgress?: (done: number, total: number) => Promise<void> | void;
};

class CheckTimeout extends Error {}

async function withDeadline<T>(
  work: () => T | Promise<T>,
  deadline: number,
  clock: () => number,
): Promise<T> {
  const remaining = deadline - clock();
  if (remaining <= 0) throw new CheckTimeout();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(() => work()),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          reject(new CheckTimeout());
        }, remaining);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** One check, tried once more on failure when `retry` is on (never past the deadline). */
async function runOne(
  check: Check,
  context: CheckContext,
  options: EngineOptions,
): Promise<EngineFinding[] | CheckFailure> {
  const attempts = options.retry ? 2 : 1;
  let failure: CheckFailure = { checkId: check.id, reason: 'error' };
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const produced = await withDeadline(() => check.run(context), options.deadline, options.clock);
      const findings: EngineFinding[] = [];
      for (const draft of produced) {
        // A check is code we ship, but nothing reaches a reviewer without its evidence and a
        // code of the closed list: a malformed finding fails the check instead of showing.
        const parsed = findingDraftSchema.safeParse({ ...draft, checkType: check.type });
        if (!parsed.success || !check.codes.includes(parsed.data.code)) {
          return { checkId: check.id, reason: 'invalid_finding' };
        }
        findings.push({ ...parsed.data, checkId: check.id, checkVersion: check.version });
      }
      return findings;
    } catch (error) {
      failure = { checkId: check.id, reason: error instanceof CheckTimeout ? 'timeout' : 'error' };
      if (failure.reason === 'timeout') break;
    }
  }
  return failure;
}

/**
 * Runs the checks one after another on one context. The result holds every finding produced
 * and every check that could not run; the engine itself never concludes anything.
 */
export async function runChecks(
  checks: readonly Check[],
  context: CheckContext,
  options: EngineOptions,
): Promise<EngineResult> {
  const result: EngineResult = { findings: [], failures: [] };
  let done = 0;
  // Once a check ran into the deadline, no later check starts: the timer is the deadline, even
  // when the clock reads a millisecond short of it (timers may fire that early).
  let pastDeadline = false;
  for (const check of checks) {
    const outcome: EngineFinding[] | CheckFailure = pastDeadline
      ? { checkId: check.id, reason: 'timeout' }
      : await runOne(check, context, options);
    if (Array.isArray(outcome)) result.findings.push(...outcome);
    else {
      result.failures.push(outcome);
      if (outcome.reason === 'timeout') pastDeadline = true;
    }
    done += 1;
    await options.onProgress?.(done, checks.length);
  }
  return result;
}

/** The sentence that says which checks could not run (no personal data). */
export function describeFailures(failures: readonly CheckFailure[], total: number): string | null {
  if (failures.length === 0) return null;
  const timedOut = failures.some((failure) => failure.reason === 'timeout');
  const which = failures.map((failure) => failure.checkId).join(', ');
  return `${failures.length} of ${total} checks could not run${timedOut ? ' within the processing timeout' : ''} (${which}).`;
}
