import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui';

export type VerificationPageHeaderProps = {
  verificationId: string;
  title: string;
  candidateName: string;
  status: string;
  /** Shown between the candidate's name and the status, e.g. the verification type. */
  detail?: ReactNode;
  /** Under the subtitle, e.g. an error about part of the page. */
  children?: ReactNode;
};

/** The top of a staff page about one verification: back to its status, title, candidate and status. */
export function VerificationPageHeader({
  verificationId,
  title,
  candidateName,
  status,
  detail,
  children,
}: VerificationPageHeaderProps) {
  return (
    <>
      <Link
        to={`/verification/${verificationId}/status`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to verification status
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-ink-muted">
          <span className="font-medium [overflow-wrap:anywhere] text-ink">{candidateName}</span>
          {detail}
          <StatusBadge status={status} />
        </p>
        {children}
      </div>
    </>
  );
}
