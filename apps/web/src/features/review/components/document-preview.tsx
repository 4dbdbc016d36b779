import { useEffect, useState } from 'react';
import type { Document } from '@candor/contracts';
import { Button, Spinner } from '../../../components/ui';
import { fetchDocument } from '../api/review-api';

/** PDFs and images can be shown inside the page; other types are downloaded. */
export function isPreviewable(type: string): boolean {
  return type === 'application/pdf' || type === 'image/png' || type === 'image/jpeg';
}

type State = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'error'; message: string };

/**
 * The document, fetched through the authorised (and audited) endpoint and shown from memory: a PDF
 * in a frame, an image as an image. Nothing is cached beyond the preview's life.
 */
export function DocumentPreview({
  verificationId,
  document,
}: {
  verificationId: string;
  document: Document;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ kind: 'loading' });
    fetchDocument(verificationId, document.id, controller.signal)
      .then((blob) => {
        // The stored type (checked from the bytes on upload) decides how the browser renders it.
        url = URL.createObjectURL(new Blob([blob], { type: document.type }));
        setState({ kind: 'ready', url });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: 'error',
          message: error instanceof Error ? error.message : 'The document could not be loaded.',
        });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [verificationId, document.id, document.type, attempt]);

  if (state.kind === 'loading') {
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-ink-muted">
        <Spinner size="sm" />
        Loading {document.fileName}…
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-3 text-sm text-red-700">
        The preview could not be loaded: {state.message}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setAttempt((n) => n + 1);
          }}
        >
          Retry
        </Button>
      </div>
    );
  }
  return document.type === 'application/pdf' ? (
    <iframe
      title={`Preview of ${document.fileName}`}
      src={state.url}
      className="h-[60vh] min-h-80 w-full rounded-md border border-border bg-slate-50"
    />
  ) : (
    <img
      src={state.url}
      alt={`Preview of ${document.fileName}`}
      className="max-h-[60vh] w-auto max-w-full rounded-md border border-border object-contain"
    />
  );
}
