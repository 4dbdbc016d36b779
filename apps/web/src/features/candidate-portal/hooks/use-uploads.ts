import { useCallback, useEffect, useRef, useState } from 'react';
import {
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  isPortalUploadType,
  MAX_FILES_PER_VERIFICATION,
  MAX_UPLOAD_BYTES,
  PORTAL_FILE_TYPE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  UPLOAD_FAILED,
  type Document,
  type DocumentType,
} from '@candor/contracts';
import { isApiError } from '../../../lib/api-error';
import { uploadCandidateDocument } from '../api/portal-api';

/**
 * uploading: on its way, with progress; done: stored; failed: may be retried; refused: the file
 * itself is not acceptable (type, size), so a retry would not help.
 */
export type UploadStatus = 'uploading' | 'done' | 'failed' | 'refused';

export type UploadItem = {
  key: string;
  /** 'documents' for step 4, or the key of the education entry whose certificate this is. */
  purpose: string;
  documentType: DocumentType;
  file: File;
  progress: number;
  status: UploadStatus;
  error?: string;
  document?: Document;
};

let uploadCounter = 0;

/** Answers that say the file is not acceptable, as opposed to a failure worth retrying. */
const REFUSED_STATUSES = new Set([400, 413, 415]);

/** The problem with a file before it is sent, or null. */
export function checkFile(file: File): string | null {
  if (!isPortalUploadType(file.name)) return PORTAL_FILE_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  return null;
}

/**
 * The portal's uploads: each file streams with its own progress, shows its own error, and can be
 * retried or discarded. `onUploaded` receives every stored document.
 */
export function useUploads({
  token,
  storedCount,
  onUploaded,
}: {
  token: string;
  /** Documents already stored for this verification (towards the limit of 20). */
  storedCount: number;
  onUploaded: (item: UploadItem, document: Document) => void;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const latest = useRef({ onUploaded, items, storedCount });

  useEffect(() => {
    latest.current = { onUploaded, items, storedCount };
  });

  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort();
      pending.clear();
    };
  }, []);

  const patch = useCallback((key: string, changes: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  const send = useCallback(
    (item: UploadItem) => {
      const handle = uploadCandidateDocument(token, item.file, item.documentType, (fraction) => {
        patch(item.key, { progress: fraction });
      });
      aborts.current.set(item.key, handle.abort);
      handle.promise.then(
        (document) => {
          aborts.current.delete(item.key);
          patch(item.key, { status: 'done', progress: 1, document });
          latest.current.onUploaded(item, document);
        },
        (error: unknown) => {
          aborts.current.delete(item.key);
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const refused = isApiError(error) && REFUSED_STATUSES.has(error.status);
          patch(item.key, {
            status: refused ? 'refused' : 'failed',
            error: isApiError(error) && error.status !== 0 ? error.message : UPLOAD_FAILED,
          });
        },
      );
    },
    [token, patch],
  );

  /** Checks and starts uploading files; returns the new items' keys. */
  const start = useCallback(
    (files: readonly File[], purpose: string, documentType: DocumentType): string[] => {
      const inFlight = latest.current.items.filter((item) => item.status === 'uploading').length;
      let room = MAX_FILES_PER_VERIFICATION - latest.current.storedCount - inFlight;
      const created: UploadItem[] = files.map((file) => {
        uploadCounter += 1;
        const problem = checkFile(file) ?? (room <= 0 ? TOO_MANY_FILES_MESSAGE : null);
        if (!problem) room -= 1;
        return {
          key: `upload-${uploadCounter}`,
          purpose,
          documentType,
          file,
          progress: 0,
          status: problem ? 'refused' : 'uploading',
          ...(problem ? { error: problem } : {}),
        };
      });
      setItems((list) => [...list, ...created]);
      for (const item of created) if (item.status === 'uploading') send(item);
      return created.map((item) => item.key);
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const item = latest.current.items.find((candidate) => candidate.key === key);
      if (!item || item.status !== 'failed') return;
      const restarted: UploadItem = { ...item, status: 'uploading', progress: 0 };
      delete restarted.error;
      patch(key, { status: 'uploading', progress: 0, error: undefined });
      send(restarted);
    },
    [patch, send],
  );

  /** Forgets an item, cancelling it when it is still uploading. */
  const discard = useCallback((key: string) => {
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  return { items, start, retry, discard, patch };
}
