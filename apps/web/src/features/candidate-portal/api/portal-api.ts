import { useCallback, useEffect, useState } from 'react';
import {
  CANDIDATE_TOKEN_HEADER,
  deleteDocumentResponseSchema,
  getCandidatePortalResponseSchema,
  httpErrorMessage,
  parseErrorEnvelope,
  saveCandidateDraftResponseSchema,
  SUBMISSION_FAILED,
  SUBMIT_VERIFICATION_FAILED,
  submitVerificationResponseSchema,
  UPLOAD_FAILED,
  type CandidatePortal,
  type DocumentType,
  type SaveCandidateDraftBody,
  type SubmitCandidateVerificationBody,
  type SubmitVerificationResponse,
} from '@candor/contracts';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { API_BASE, apiFetch, apiRequest, readBody } from '../../../lib/api-fetch';
import { uploadDocument, type UploadHandle } from '../../../lib/upload-document';

/** The portal's own calls carry the link token in the path, never in a query string. */
const portalPath = (token: string) => `/candidate/${encodeURIComponent(token)}`;

export function loadCandidatePortal(token: string, signal?: AbortSignal) {
  return apiFetch(portalPath(token), { schema: getCandidatePortalResponseSchema, signal });
}

export type CandidatePortalState =
  { status: 'pending' } | { status: 'success'; portal: CandidatePortal } | { status: 'error'; error: Error };

/** Attempts for an answer that may pass on a second try (network, 5xx); 4xx answers are final. */
const LOAD_ATTEMPTS = 3;
const retryDelay = (attempt: number) => 500 * 2 ** attempt;

/**
 * The portal's record behind `token`, loaded once (the form keeps its own state from then on).
 * `reload` asks the server again without blanking the page, e.g. when the link stopped taking
 * changes; its answer replaces what is shown. The portal page is its own small entry, so this
 * plain hook stands in for a query library.
 */
export function useCandidatePortal(token: string) {
  const [state, setState] = useState<CandidatePortalState>({ status: 'pending' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (n: number) => {
      loadCandidatePortal(token, signal).then(
        (data) => {
          setState({ status: 'success', portal: data.portal });
        },
        (error: unknown) => {
          if (signal.aborted) return;
          const final = isApiError(error) && error.status >= 400 && error.status < 500;
          if (!final && n + 1 < LOAD_ATTEMPTS) {
            timer = setTimeout(() => {
              attempt(n + 1);
            }, retryDelay(n));
            return;
          }
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
    };
    attempt(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token, generation]);

  /** Asks again; the current screen stays until the answer arrives. */
  const reload = useCallback(() => {
    setGeneration((n) => n + 1);
  }, []);
  /** Starts over from the loading screen (Try Again after an error). */
  const retry = useCallback(() => {
    setState({ status: 'pending' });
    setGeneration((n) => n + 1);
  }, []);

  return { state, reload, retry };
}

export function saveCandidateDraft(token: string, body: SaveCandidateDraftBody, signal?: AbortSignal) {
  return apiFetch(`${portalPath(token)}/draft`, {
    method: 'PUT',
    body,
    schema: saveCandidateDraftResponseSchema,
    signal,
  });
}

export function deleteCandidateDocument(token: string, documentId: string) {
  return apiFetch(`${portalPath(token)}/documents/${encodeURIComponent(documentId)}`, {
    method: 'DELETE',
    schema: deleteDocumentResponseSchema,
  });
}

/** A submission that did not go through, with the text the Submission Failed page shows (docs/product.md#messages). */
export class SubmissionError extends Error {
  override readonly name = 'SubmissionError';
  /** The server's explanation, when it gave one beyond the status line. */
  readonly detail: string | undefined;
  /** The server's messages by field, when it refused the submission's content (400). */
  readonly fieldIssues: readonly { path: string; message: string }[];
  constructor(
    message: string,
    detail?: string,
    fieldIssues: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
    this.detail = detail;
    this.fieldIssues = fieldIssues;
  }
}

/**
 * Call 4 of docs/product.md#api-calls with the signed consent; the token travels in the x-candidate-token header.
 * A failed HTTP status reads 'HTTP {status}: {statusText}'; a body with success false reads its
 * error, or 'Submission failed'.
 */
export async function submitCandidateVerification(
  token: string,
  body: SubmitCandidateVerificationBody,
): Promise<SubmitVerificationResponse> {
  let response: Response;
  try {
    response = await apiRequest('/submit-verification', {
      method: 'POST',
      headers: { Accept: 'application/json', [CANDIDATE_TOKEN_HEADER]: token },
      body,
    });
  } catch {
    throw new SubmissionError(SUBMIT_VERIFICATION_FAILED, NETWORK_ERROR_MESSAGE);
  }
  const data = await readBody(response);
  const envelope = parseErrorEnvelope(data);
  if (!response.ok) {
    const detail = envelope && response.status < 500 ? envelope.error : undefined;
    throw new SubmissionError(
      httpErrorMessage(response.status, response.statusText || statusTextOf(response.status)),
      detail,
      response.status === 400 ? (envelope?.details ?? []) : [],
    );
  }
  const parsed = submitVerificationResponseSchema.safeParse(data);
  if (!parsed.success) throw new SubmissionError(envelope?.error ?? SUBMISSION_FAILED);
  return parsed.data;
}

/** HTTP/2 answers carry no reason phrase; these are the ones this call can meet. */
function statusTextOf(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
  };
  return texts[status] ?? 'Error';
}

export type { UploadHandle } from '../../../lib/upload-document';

/** Streams one file to the portal's multipart endpoint, reporting progress from 0 to 1. */
export function uploadCandidateDocument(
  token: string,
  file: File,
  documentType: DocumentType,
  onProgress: (fraction: number) => void,
): UploadHandle {
  return uploadDocument(`${API_BASE}${portalPath(token)}/documents?documentType=${documentType}`, file, {
    onProgress,
    failedMessage: UPLOAD_FAILED,
  });
}
