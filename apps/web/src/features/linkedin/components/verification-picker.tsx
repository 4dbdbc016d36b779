import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import {
  Card,
  CardContent,
  EmptyState,
  LoadError,
  Skeleton,
  StatusBadge,
  TextField,
} from '../../../components/ui';
import { useVerificationSearch, useVerificationsWithProfiles } from '../api/linkedin-api';

const SEARCH_DEBOUNCE_MS = 300;

const pathOf = (id: string) => `/linkedin-verification?verification=${encodeURIComponent(id)}`;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [value]);
  return settled;
}

function Row({ id, name, status, detail }: { id: string; name: string; status: string; detail: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-3 last:border-0">
      <div className="min-w-0">
        <Link to={pathOf(id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {name}
        </Link>
        <p className="text-sm text-ink-muted">{detail}</p>
      </div>
      <StatusBadge status={status} />
    </li>
  );
}

/** Pick a verification: search any by candidate name, or take one that has a profile PDF. */
export function VerificationPicker() {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const found = useVerificationSearch(search);
  const withProfiles = useVerificationsWithProfiles();

  return (
    <>
      <Card>
        <CardContent className="flex flex-col gap-3 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">Find a verification</h2>
          <TextField
            label="Search by candidate name"
            type="search"
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
            }}
            hint="Type part of the candidate’s name."
          />
          {search !== '' &&
            (found.isPending ? (
              <Skeleton className="h-10 w-full" />
            ) : found.isError ? (
              <LoadError onRetry={() => void found.refetch()}>{found.error.message}</LoadError>
            ) : found.data.verifications.length === 0 ? (
              <p className="text-sm text-ink-muted" role="status">
                No verification matches “{search}”.
              </p>
            ) : (
              <ul aria-label="Matching verifications">
                {found.data.verifications.map((item) => (
                  <Row
                    key={item.verificationId}
                    id={item.verificationId}
                    name={item.candidateName}
                    status={item.status}
                    detail={item.candidateEmail}
                  />
                ))}
              </ul>
            ))}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-3 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">Verifications with a LinkedIn profile PDF</h2>
          {withProfiles.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : withProfiles.isError ? (
            <LoadError onRetry={() => void withProfiles.refetch()}>{withProfiles.error.message}</LoadError>
          ) : withProfiles.data.verifications.length === 0 ? (
            <EmptyState
              icon={FileText}
              headingLevel={3}
              title="No LinkedIn profile PDFs yet"
              description="Candidates add one in their portal’s documents step; you can upload one for any verification you pick above."
            />
          ) : (
            <ul aria-label="Verifications with a LinkedIn profile PDF">
              {withProfiles.data.verifications.map((item) => (
                <Row
                  key={item.id}
                  id={item.id}
                  name={item.candidateName}
                  status={item.status}
                  detail={`${item.documents} profile PDF${item.documents === 1 ? '' : 's'} · last uploaded ${new Date(item.lastUploadedAt).toLocaleDateString()}`}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
