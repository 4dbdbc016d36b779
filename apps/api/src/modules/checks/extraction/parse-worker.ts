import { parentPort, workerData } from 'node:worker_threads';
import { ExtractionError, type ParsedDocument } from './facts.js';
import type { ParseKind, ParseRequest, ParseResponse } from './parse.js';

/**
 * The parsing thread: reads one file with the reader of its kind and posts the result (or a
 * reason without personal data) back. The parent gives it a heap limit and a timeout and
 * terminates it either way, so a hostile file costs this thread, never the server.
 */

async function parse(kind: ParseKind, bytes: Buffer): Promise<ParsedDocument> {
  switch (kind) {
    case 'pdf':
      return (await import('./pdf.js')).parsePdf(bytes);
    case 'docx':
      return (await import('./docx.js')).parseDocx(bytes);
    case 'doc':
      return (await import('./doc.js')).parseDoc(bytes);
    case 'image':
      return { text: null, metadata: await (await import('./image.js')).readImageMetadata(bytes), pages: 1 };
  }
}

const request = workerData as ParseRequest;
let response: ParseResponse;
try {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  response = { ok: true, result: await parse(request.kind, bytes) };
} catch (error) {
  response = {
    ok: false,
    reason: error instanceof ExtractionError ? error.message : 'The file could not be read.',
  };
}
parentPort?.postMessage(response);
