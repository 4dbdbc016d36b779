import { fileTypeFromBuffer, fileTypeFromStream } from 'file-type';
import type { Readable } from 'node:stream';
import { SHORT_TEXT_MAX, UPLOAD_MIME_TYPES, type PortalUploadType } from '@candor/contracts';

/** An accepted file type, decided from the file's bytes. */
export type AcceptedType = {
  /** The canonical extension given to the stored name. */
  ext: 'pdf' | 'jpg' | 'png' | 'doc' | 'docx';
  mime: string;
  /** Extensions a name may already carry for this type. */
  extensions: readonly PortalUploadType[];
};

const ACCEPTED: Record<string, AcceptedType> = {
  pdf: { ext: 'pdf', mime: UPLOAD_MIME_TYPES.pdf, extensions: ['pdf'] },
  jpg: { ext: 'jpg', mime: UPLOAD_MIME_TYPES.jpg, extensions: ['jpg', 'jpeg'] },
  png: { ext: 'png', mime: UPLOAD_MIME_TYPES.png, extensions: ['png'] },
  // Legacy Word documents are OLE compound files.
  cfb: { ext: 'doc', mime: UPLOAD_MIME_TYPES.doc, extensions: ['doc'] },
  docx: { ext: 'docx', mime: UPLOAD_MIME_TYPES.docx, extensions: ['docx'] },
};

/** How many leading bytes are inspected before the rest of the file is streamed to storage. */
export const SNIFF_BYTES = 64 * 1024;

export type Detection =
  | { kind: 'accepted'; type: AcceptedType }
  | { kind: 'refused'; detected: string | null }
  /** A zip whose first bytes did not settle whether it is a Word document: check the whole file. */
  | { kind: 'undecided' };

/** Decides from the first bytes of a file (`complete` when they are the whole file). */
export async function detectFromHead(head: Uint8Array, complete: boolean): Promise<Detection> {
  const result = await fileTypeFromBuffer(head);
  const accepted = result ? ACCEPTED[result.ext] : undefined;
  if (accepted) return { kind: 'accepted', type: accepted };
  if (result?.ext === 'zip' && !complete) return { kind: 'undecided' };
  return { kind: 'refused', detected: result?.ext ?? null };
}

/** Decides from the whole file (the undecided zip case). */
export async function detectFromStream(stream: Readable): Promise<Detection> {
  const result = await fileTypeFromStream(stream);
  stream.destroy();
  const accepted = result ? ACCEPTED[result.ext] : undefined;
  if (accepted) return { kind: 'accepted', type: accepted };
  return { kind: 'refused', detected: result?.ext ?? null };
}

/**
 * Splits an upload into its first `bytes` (for type detection) and the whole content again as a
 * stream, without holding more than the head in memory. Stopping early releases the source.
 */
export async function readHead(
  source: AsyncIterable<Uint8Array>,
  bytes: number,
): Promise<{
  head: Buffer;
  complete: boolean;
  content: AsyncIterable<Uint8Array>;
  release: () => Promise<void>;
}> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let complete = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      complete = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  let finished = complete;
  const release = async () => {
    if (!finished) {
      finished = true;
      await iterator.return?.();
    }
  };
  async function* content(): AsyncGenerator<Uint8Array> {
    try {
      yield head;
      while (!finished) {
        const next = await iterator.next();
        if (next.done) {
          finished = true;
          return;
        }
        yield next.value;
      }
    } finally {
      await release();
    }
  }
  return { head, complete, content: content(), release };
}

// Characters that are unsafe or confusing in a file name shown to people or used in a download:
// control characters are exactly what this removes.
/* eslint-disable no-control-regex */
const UNSAFE_NAME_CHARACTERS =
  /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/**
 * A file name safe to store and show: no directories, control or bidirectional characters,
 * bounded length, and an extension that matches the detected type.
 */
export function sanitizeFileName(name: string, type: AcceptedType): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let cleaned = base.replace(UNSAFE_NAME_CHARACTERS, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const dot = cleaned.lastIndexOf('.');
  const currentExt = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  let stem = dot > 0 ? cleaned.slice(0, dot) : cleaned;
  let ext = currentExt;
  if (!(type.extensions as readonly string[]).includes(currentExt)) {
    // A name that claims another type keeps its stem and gets the real extension.
    stem = currentExt && currentExt.length <= 5 ? stem : cleaned;
    ext = type.ext;
  }
  stem = stem.trim() || 'document';
  const maxStem = SHORT_TEXT_MAX - ext.length - 1;
  if (stem.length > maxStem) stem = stem.slice(0, maxStem).trimEnd();
  cleaned = `${stem}.${ext}`;
  return cleaned;
}
