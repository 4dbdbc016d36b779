import { useState } from 'react';
import { Download, Eye, EyeOff } from 'lucide-react';
import type { Document } from '@candor/contracts';
import { Button } from '../../../components/ui';
import { documentUrl } from '../api/review-api';
import { formatBytes, formatDateTime } from '../format';
import { DocumentPreview, isPreviewable } from './document-preview';
import { Section } from './record-sections';

/** The uploaded documents, each with a preview (PDF, image) and an authorised download. */
export function DocumentsSection({
  verificationId,
  documents,
}: {
  verificationId: string;
  documents: Document[];
}) {
  const [previewId, setPreviewId] = useState<string | null>(null);
  const previewed = documents.find((document) => document.id === previewId) ?? null;
  return (
    <Section title="Documents">
      {documents.length === 0 ? (
        <p className="text-sm text-ink-muted">No documents uploaded</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {documents.map((document) => {
            const previewable = isPreviewable(document.type);
            const open = previewId === document.id;
            return (
              <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="font-medium break-all text-ink">{document.fileName}</p>
                  <p className="text-xs text-ink-muted">
                    {document.documentType.toLowerCase()} · {formatBytes(document.size)} · uploaded{' '}
                    {formatDateTime(document.uploadedAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  {previewable && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={open}
                      aria-label={`${open ? 'Hide' : 'View'} ${document.fileName}`}
                      onClick={() => {
                        setPreviewId(open ? null : document.id);
                      }}
                    >
                      {open ? (
                        <EyeOff aria-hidden="true" className="size-4" />
                      ) : (
                        <Eye aria-hidden="true" className="size-4" />
                      )}
                      {open ? 'Hide' : 'View'}
                    </Button>
                  )}
                  <a
                    href={documentUrl(verificationId, document.id)}
                    download={document.fileName}
                    aria-label={`Download ${document.fileName}`}
                    className="inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Download
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {previewed && (
        <DocumentPreview key={previewed.id} verificationId={verificationId} document={previewed} />
      )}
    </Section>
  );
}
