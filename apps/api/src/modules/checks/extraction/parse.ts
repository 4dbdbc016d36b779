import { Worker } from 'node:worker_threads';
import { EXTRACTION_LIMITS, ExtractionError, type ParsedDocument } from './facts.js';

/**
 * Parses a file in a worker thread of its own, with a heap limit and a timeout: PDF and Word
 * readers are large parsers fed with files from strangers, and neither an endless loop nor an
 * allocation storm in one of them may stop the server. At most two files are parsed at once.
 */

export type ParseKind = 'pdf' | 'docx' | 'doc' | 'image';
export type ParseRequest = { kind: ParseKind; bytes: Uint8Array };
export type ParseResponse = { ok: true; result: ParsedDocument } | { ok: false; reason: string };

const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

// Built, the thread's entry is parse-worker.js beside this file. From the TypeScript sources (tests,
// `npm run dev`) it is parse-worker.ts, loaded through tsx in the thread.
const here = import.meta.url;
const fromSource = here.endsWith('.ts');
const entry = new URL(`./parse-worker.${fromSource ? 'ts' : 'js'}`, here);

function spawn(request: ParseRequest): Worker {
  const options = {
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: EXTRACTION_LIMITS.parseHeapMb },
    stdout: true,
    stderr: true,
  };
  if (!fromSource) return new Worker(entry, options);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

export async function parseInWorker(
  kind: ParseKind,
  bytes: Uint8Array,
  timeoutMs: number = EXTRACTION_LIMITS.parseTimeoutMs,
): Promise<ParsedDocument> {
  const release = await slot();
  try {
    return await new Promise<ParsedDocument>((resolve, reject) => {
      const worker = spawn({ kind, bytes });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      };
      const timer = setTimeout(() => {
        settle(() => {
          reject(new ExtractionError('Reading the file took too long.'));
        });
      }, timeoutMs);
      worker.on('message', (response: ParseResponse) => {
        settle(() => {
          if (response.ok) resolve(response.result);
          else reject(new ExtractionError(response.reason));
        });
      });
      worker.on('error', (error: NodeJS.ErrnoException) => {
        settle(() => {
          reject(
            new ExtractionError(
              error.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? 'Reading the file needed too much memory.'
                : 'The file could not be read.',
            ),
          );
        });
      });
      worker.on('exit', () => {
        settle(() => {
          reject(new ExtractionError('The file could not be read.'));
        });
      });
      // Library warnings (pdf.js prints some) are dropped: they may quote the file.
      worker.stdout.resume();
      worker.stderr.resume();
    });
  } finally {
    release();
  }
}
