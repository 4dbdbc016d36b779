import { queryOptions, useQuery } from '@tanstack/react-query';
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
  type DocumentType,
  type SaveCandidateDraftBody,
  type SubmitCandidateVerificationBody,
  type SubmitVerificationResponse,
} from '@candor/contracts';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { API_BASE, apiFetch } from '../../../lib/api-fetch';
import { uploadDocument, type UploadHandle } from '../../../lib/upload-document';

/** The portal's own calls carry the link token in the path, never in a query string. */
const portalPath = (token: string) => `/candidate/${encodeURIComponent(token)}`;

export const candidatePortalQuery = (token: string) =>
  queryOptions({
    queryKey: ['candidate-portal', token],
    queryFn: ({ signal }) =>
      apiFetch(portalPath(token), { schema: getCandidatePortalResponseSchema, signal }),
    // The form keeps its own state once loaded; a refetch must not surprise the candidate.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useCandidatePortal = (token: string) => useQuery(candidatePortalQuery(token));

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

/** A submission that did not go through, with the text the Submission Failed page shows (SPEC §8). */
export class SubmissionError extends Error {
  override readonly name = 'SubmissionError';
  /** The server's explanation, when it gave one beyond the status line. */
  readonly detail: string | undefined;
  constructor(message: string, detail?: string) {
    super(message);
    this.detail = detail;
  }
}

/**
 * SPEC §7 call 4 with the signed consent; the token travels in the x-candidate-token header.
 * A failed HTTP status reads 'HTTP {status}: {statusText}'; a body with success false reads its
 * error, or 'Submission failed'.
 */
export async function submitCandidateVerification(
  token: string,
  body: SubmitCandidateVerificationBody,
): Promise<SubmitVerificationResponse> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/submit-verification`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [CANDIDATE_TOKEN_HEADER]: token,
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new SubmissionError(SUBMIT_VERIFICATION_FAILED, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    data = undefined;
  }
  const envelope = parseErrorEnvelope(data);
  if (!response.ok) {
    const detail = envelope && response.status < 500 ? envelope.error : undefined;
    throw new SubmissionError(
      httpErrorMessage(response.status, response.statusText || statusTextOf(response.status)),
      detail,
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
