import { useEffect, useRef, useState } from 'react';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { saveCandidateDraft } from '../api/portal-api';
import { toDraft, type FormValues } from '../form-values';
import { draftForScope, type RequestScope } from '../request-scope';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;
const MAX_RETRY_DELAY_MS = 30_000;

/** idle: nothing changed yet; saving: a change is on its way; saved; retrying: the last save failed. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying';

type Saver = {
  /** Something changed: save after `delayMs` (0 saves at once). */
  markChanged: (delayMs: number) => void;
  /** Saves any pending change now and resolves when nothing is left to save (or saving stopped). */
  flush: () => Promise<void>;
  /** No more saves (while submitting, or when the link no longer accepts changes). */
  stop: () => void;
  /** Saves again after `stop` (a submission that failed). */
  resume: () => void;
  isDirty: () => boolean;
};

/**
 * One save at a time; changes made while a save runs are saved right after it; a failed save is
 * retried with a growing delay. A 404 or 409 means the link no longer takes changes: no retry.
 */
function createSaver(options: {
  save: () => Promise<unknown>;
  onStatus: (status: SaveStatus) => void;
  onGone: (error: ApiError) => void;
}): Saver {
  let version = 0;
  let savedVersion = 0;
  let running: Promise<void> | null = null;
  let timer: number | undefined;
  let failures = 0;
  let stopped = false;

  /** Read through a function: these change while a save is awaited. */
  const pendingWithoutTimer = () =>
    !stopped && failures === 0 && version !== savedVersion && timer === undefined;

  const clearTimer = () => {
    if (timer !== undefined) window.clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (delayMs: number) => {
    clearTimer();
    if (stopped) return;
    timer = window.setTimeout(() => {
      timer = undefined;
      void run();
    }, delayMs);
  };

  async function attempt(sending: number): Promise<void> {
    try {
      await options.save();
      savedVersion = Math.max(savedVersion, sending);
      failures = 0;
      if (version === savedVersion) options.onStatus('saved');
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) {
        stopped = true;
        clearTimer();
        options.onGone(error);
        return;
      }
      failures += 1;
      options.onStatus('retrying');
      schedule(Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** failures));
    }
  }

  async function run(): Promise<void> {
    if (stopped) return;
    if (running) {
      await running;
      return run();
    }
    if (version === savedVersion) return;
    clearTimer();
    const sending = version;
    if (failures === 0) options.onStatus('saving');
    running = attempt(sending).finally(() => {
      running = null;
    });
    await running;
    // Changes made while that save ran, with no debounce waiting for them: save them now.
    if (pendingWithoutTimer()) await run();
  }

  return {
    markChanged(delayMs) {
      if (stopped) return;
      version += 1;
      if (failures === 0) options.onStatus('saving');
      schedule(delayMs);
    },
    flush: () => run(),
    stop() {
      stopped = true;
      clearTimer();
    },
    resume() {
      stopped = false;
      failures = 0;
    },
    isDirty: () => version !== savedVersion,
  };
}

/**
 * Saves the candidate's draft and current step to the server as they type (debounced), at once
 * on a step change, and when the page is hidden. Nothing is kept in browser storage.
 */
export function useAutosave({
  token,
  values,
  step,
  scope = null,
  onGone,
}: {
  token: string;
  values: FormValues;
  step: number;
  /** With an open request for more information, only its sections are sent. */
  scope?: RequestScope | null;
  /** The link stopped accepting changes (submitted elsewhere, expired or revoked). */
  onGone: (error: ApiError) => void;
}) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef({ values, step, scope, onGone });
  const [saver] = useState(() =>
    createSaver({
      save: () =>
        saveCandidateDraft(token, {
          formData: draftForScope(toDraft(latest.current.values), latest.current.scope),
          currentStep: latest.current.step,
        }),
      onStatus: setStatus,
      onGone: (error) => {
        latest.current.onGone(error);
      },
    }),
  );
  const seen = useRef({ values, step });

  useEffect(() => {
    latest.current = { values, step, scope, onGone };
  });

  useEffect(() => {
    if (seen.current.values === values) return;
    seen.current.values = values;
    saver.markChanged(AUTOSAVE_DELAY_MS);
  }, [saver, values]);

  useEffect(() => {
    if (seen.current.step === step) return;
    seen.current.step = step;
    saver.markChanged(0);
  }, [saver, step]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.isDirty()) return;
      void saver.flush();
      event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('beforeunload', onBeforeUnload);
      void saver.flush();
    };
  }, [saver]);

  return { status, flush: saver.flush, stop: saver.stop, resume: saver.resume };
}
