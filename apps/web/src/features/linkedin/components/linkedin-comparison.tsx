import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Finding, LinkedinDocument } from '@candor/contracts';
import { SearchX } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  EmptyState,
  LoadError,
  LoadingScreen,
  StatusBadge,
} from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useLinkedinComparison, useRunLinkedinCheck, useUploadProfile } from '../api/linkedin-api';
import { ProfileColumns } from './profile-columns';

const severityClass: Record<Finding['severity'], string> = {
  high: 'border-red-200 bg-red-50 text-red-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-900',
  low: 'border-slate-200 bg-slate-50 text-slate-800',
  info: 'border-slate-200 bg-white text-slate-700',
};

const stateText: Record<LinkedinDocument['state'], string> = {
  read: 'Read',
  not_read_yet: 'Not read yet: run the LinkedIn check to read it',
  unreadable: 'Could not be read as a LinkedIn export',
};

function Findings({ findings, running }: { findings: Finding[]; running: boolean }) {
  if (running)
    return (
      <p role="status" className="text-sm text-ink">
        The LinkedIn check is running…
      </p>
    );
  if (findings.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        The LinkedIn check has not run on this verification yet, or found nothing to question.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="LinkedIn findings">
      {findings.map((finding) => (
        <li key={finding.id} className={`rounded-lg border p-3 ${severityClass[finding.severity]}`}>
          <p className="text-sm font-medium">{finding.message}</p>
          <p className="mt-1 text-xs uppercase tracking-wide">
            {finding.status.replace('_', ' ')} · {finding.severity}
            {finding.review ? ` · ${finding.review.decision} by ${finding.review.by}` : ''}
          </p>
          <dl className="mt-2 flex flex-col gap-1 text-sm">
            {finding.evidence.map((item, index) => (
              <div key={index} className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">{item.source}:</dt>
                <dd className="min-w-0 break-words">{item.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** One verification: upload a profile PDF, run the check, the profile beside the application. */
export function LinkedinComparison({
  id,
  mayUpload,
  mayRun,
}: {
  id: string;
  /** The user holds initiate_verification. */
  mayUpload: boolean;
  /** The user holds initiate_verification or approve_verifications. */
  mayRun: boolean;
}) {
  const comparison = useLinkedinComparison(id);
  const upload = useUploadProfile(id);
  const run = useRunLinkedinCheck(id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  if (comparison.isPending) return <LoadingScreen label="Loading the LinkedIn comparison..." />;
  if (comparison.isError && isApiError(comparison.error) && [400, 404].includes(comparison.error.status)) {
    return (
      <EmptyState
        icon={SearchX}
        title="Verification not found"
        description="It does not exist, or you may not see it. Choose another verification."
      />
    );
  }
  if (comparison.isError) {
    return <LoadError onRetry={() => void comparison.refetch()}>{comparison.error.message}</LoadError>;
  }
  const { verification, application, documents, findings } = comparison.data;
  const open = comparison.data.run?.status === 'QUEUED' || comparison.data.run?.status === 'RUNNING';
  const decided = verification.status === 'COMPLETED' || verification.status === 'FAILED';
  const submitted = !['INVITED', 'IN_PROGRESS'].includes(verification.status);
  const canUpload = mayUpload && !decided;
  const canRun = mayRun && submitted && !decided;
  const shown = [...documents].reverse().find((document) => document.state === 'read') ?? null;

  const send = async () => {
    if (!file) return;
    await upload.mutateAsync(file);
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    if (canRun && !open) await run.mutateAsync();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-ink">{verification.candidateName}</h2>
        <StatusBadge status={verification.status} />
        <Link
          to={`/verifications/${encodeURIComponent(verification.id)}`}
          className="text-sm text-brand-700 underline"
        >
          Open the case
        </Link>
      </div>

      <Card>
        <CardContent className="flex flex-col gap-4 p-5 sm:p-6">
          <h3 className="text-lg font-semibold text-ink">Profile PDF</h3>
          {documents.length === 0 ? (
            <p className="text-sm text-ink-muted">
              No LinkedIn profile PDF has been supplied for this verification.
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {documents.map((document) => (
                <li key={document.id} className="text-sm">
                  <span className="font-medium text-ink">{document.fileName}</span>{' '}
                  <span className="text-ink-muted">
                    · uploaded {new Date(document.uploadedAt).toLocaleDateString()} ·{' '}
                    {stateText[document.state]}
                    {document.reason ? `: ${document.reason}` : ''}
                  </span>
                  {document.exportSigns.length > 0 && (
                    <ul className="ml-4 mt-1 list-disc text-amber-900">
                      {document.exportSigns.map((sign) => (
                        <li key={sign.sign}>
                          {sign.sign} ({sign.value})
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canUpload && (
            <form
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
              onSubmit={(event) => {
                event.preventDefault();
                void send().catch(() => undefined);
              }}
            >
              <div className="flex flex-col gap-1">
                <label htmlFor="linkedin-pdf" className="text-sm font-medium text-ink">
                  Upload a LinkedIn profile PDF
                </label>
                <input
                  id="linkedin-pdf"
                  ref={fileInput}
                  type="file"
                  accept="application/pdf,.pdf"
                  className="text-sm"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                  }}
                />
              </div>
              <Button type="submit" disabled={!file} loading={upload.isPending}>
                Upload
              </Button>
            </form>
          )}
          {canRun && (
            <div>
              <Button
                variant="secondary"
                onClick={() => void run.mutateAsync().catch(() => undefined)}
                loading={run.isPending}
                disabled={open}
              >
                Run the LinkedIn check
              </Button>
            </div>
          )}
          {!submitted && (
            <p className="text-sm text-ink-muted">
              The check runs once the candidate has submitted the application.
            </p>
          )}
          {(upload.error ?? run.error) && (
            <p role="alert" className="text-sm text-red-700">
              {(upload.error ?? run.error)?.message}
            </p>
          )}
        </CardContent>
      </Card>

      <ProfileColumns
        application={application}
        profile={shown?.profile ?? null}
        fileName={shown?.fileName ?? null}
      />

      <Card>
        <CardContent className="flex flex-col gap-3 p-5 sm:p-6">
          <h3 className="text-lg font-semibold text-ink">Findings</h3>
          <Findings findings={findings} running={open} />
        </CardContent>
      </Card>
    </div>
  );
}
