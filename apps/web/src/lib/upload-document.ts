import {
  INTERNAL_ERROR_MESSAGE,
  parseErrorEnvelope,
  uploadDocumentResponseSchema,
  type Document,
} from '@candor/contracts';
import { ApiError } from './api-error';

export type UploadHandle = {
  promise: Promise<Document>;
  abort: () => void;
};

/**
 * Sends one file as multipart `file` to an upload endpoint that answers `{ document }`.
 * XMLHttpRequest, not fetch, because only it reports upload progress: `onProgress` receives a
 * fraction from 0 to 1. A refusal rejects with the server's error; an unreadable answer or a lost
 * connection rejects with `failedMessage`; `abort()` rejects with an AbortError.
 */
export function uploadDocument(
  url: string,
  file: File,
  options: { onProgress: (fraction: number) => void; failedMessage: string },
): UploadHandle {
  const { onProgress, failedMessage } = options;
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Document>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText) as unknown;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadDocumentResponseSchema.safeParse(data);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data.document);
        } else {
          reject(new ApiError({ status: xhr.status, code: 'INTERNAL', message: failedMessage }));
        }
        return;
      }
      const envelope = parseErrorEnvelope(data);
      reject(
        envelope
          ? ApiError.fromEnvelope(xhr.status, envelope)
          : ApiError.fromStatus(xhr.status, xhr.statusText, INTERNAL_ERROR_MESSAGE),
      );
    };
    xhr.onerror = () => {
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: failedMessage }));
    };
    xhr.onabort = () => {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return {
    promise,
    abort: () => {
      xhr.abort();
    },
  };
}
