import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { cleanText, EXTRACTION_LIMITS, ExtractionError } from './facts.js';

/**
 * OCR of scanned images with tesseract.js (WebAssembly, in a worker thread it starts itself).
 * One worker for the whole process, one image at a time: a recognition takes 4–10 s on a dense
 * page and the worker holds 150–250 MB, so more in parallel would only take memory from the
 * server. The English model is read from the installed @tesseract.js-data/eng package (nothing
 * is ever downloaded: without a langPath tesseract.js would fetch from a CDN), and nothing is
 * cached on disk. A recognition that fails or runs past its timeout terminates the worker; the
 * next one starts a new worker. An idle worker is shut down to give its memory back.
 */

export type OcrResult = { text: string | null; confidence: number };

export type OcrEngine = {
  recognize: (image: Buffer) => Promise<OcrResult>;
  /** Terminates the worker (the next recognition starts one again). */
  close: () => Promise<void>;
};

/** tesseract.js's OEM.LSTM_ONLY (its enum is a const enum in an ambient declaration). */
const LSTM_ONLY = 1 as Tesseract.OEM;

/**
 * The integer-quantised "best" English model: what tesseract.js itself picks for the LSTM engine,
 * smaller (3 MB) and faster than the 4.0.0 model, with the same accuracy on printed documents.
 */
function modelFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(packageJson), '4.0.0_best_int');
}

export function createOcrEngine(options: { timeoutMs?: number; idleMs?: number } = {}): OcrEngine {
  const timeoutMs = options.timeoutMs ?? EXTRACTION_LIMITS.ocrTimeoutMs;
  const idleMs = options.idleMs ?? EXTRACTION_LIMITS.ocrIdleMs;
  let worker: Promise<Tesseract.Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: NodeJS.Timeout | undefined;

  const stop = async () => {
    const current = worker;
    worker = null;
    if (!current) return;
    await current.then((w) => w.terminate()).catch(() => undefined);
  };

  const start = (): Promise<Tesseract.Worker> => {
    const created = Tesseract.createWorker('eng', LSTM_ONLY, {
      langPath: modelFolder(),
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js throws a failed job's error out of its message listener.
      errorHandler: () => undefined,
    }).then((w) => {
      // The thread must neither keep the process alive nor take it down with an error event.
      const thread = (
        w as unknown as { worker?: { unref?: () => void; on?: (e: string, f: () => void) => void } }
      ).worker;
      thread?.unref?.();
      thread?.on?.('error', () => {
        if (worker === created) worker = null;
      });
      return w;
    });
    return created;
  };

  const run = async (image: Buffer): Promise<OcrResult> => {
    clearTimeout(idle);
    worker ??= start();
    let timer: NodeJS.Timeout | undefined;
    try {
      const current = worker;
      // A worker stopped (by a timeout) while it was starting must not be handed the image:
      // tesseract.js would fail the job outside any promise of ours.
      const recognition = current.then((w) => {
        if (worker !== current) throw new ExtractionError('Reading the scan took too long.');
        return w.recognize(image);
      });
      // Settled after a timeout too (the terminated worker fails it): never left unhandled.
      recognition.catch(() => undefined);
      const result = await Promise.race([
        recognition,
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => {
            reject(new ExtractionError('Reading the scan took too long.'));
          }, timeoutMs);
        }),
      ]);
      return { text: cleanText(result.data.text), confidence: Math.round(result.data.confidence) };
    } catch (error) {
      await stop();
      if (error instanceof ExtractionError) throw error;
      throw new ExtractionError('The scan could not be read.');
    } finally {
      clearTimeout(timer);
      idle = setTimeout(() => void stop(), idleMs);
      idle.unref();
    }
  };

  return {
    recognize(image) {
      const next = queue.then(() => run(image));
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      clearTimeout(idle);
      await queue;
      await stop();
    },
  };
}

let shared: OcrEngine | null = null;

/** The process's one OCR engine. */
export function sharedOcrEngine(): OcrEngine {
  shared ??= createOcrEngine();
  return shared;
}
