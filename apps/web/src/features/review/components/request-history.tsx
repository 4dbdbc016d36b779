import { infoRequestCategoryLabels, urgencyLabels, type InformationRequestRecord } from '@candor/contracts';
import { Button, Skeleton } from '../../../components/ui';
import { useInformationRequests } from '../api/review-api';
import { formatDate, formatDateTime } from '../format';
import { Section } from './record-sections';

const stateLabel: Record<InformationRequestRecord['state'], { text: string; className: string }> = {
  OPEN: { text: 'Waiting for the candidate', className: 'bg-amber-100 text-amber-900' },
  ANSWERED: { text: 'Answered', className: 'bg-green-100 text-green-900' },
  EMAIL_FAILED: { text: 'Not sent (email failed)', className: 'bg-red-100 text-red-900' },
};

/** Every request for more information and the candidate's answers, newest first. */
export function RequestHistory({ verificationId }: { verificationId: string }) {
  const requests = useInformationRequests(verificationId);
  return (
    <Section title="Requests for more information">
      {requests.isPending ? (
        <Skeleton className="h-16 w-full" announce label="Loading requests…" />
      ) : requests.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          The requests could not be loaded: {requests.error.message}
          <Button size="sm" variant="secondary" onClick={() => void requests.refetch()}>
            Retry
          </Button>
        </div>
      ) : requests.data.informationRequests.length === 0 ? (
        <p className="text-sm text-ink-muted">No requests yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {requests.data.informationRequests.map((request) => {
            const state = stateLabel[request.state];
            return (
              <li
                key={request.id}
                className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-ink">
                    Requested {formatDateTime(request.requestedAt)}
                    {request.requestedBy.name ? ` by ${request.requestedBy.name}` : ''}
                  </p>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${state.className}`}>
                    {state.text}
                  </span>
                </div>
                <p className="text-ink-muted">
                  Urgency: {urgencyLabels[request.urgency]}
                  {request.deadline ? ` · Deadline: ${formatDate(request.deadline)}` : ''}
                  {request.categories.length > 0
                    ? ` · Sections: ${request.categories.map((c) => infoRequestCategoryLabels[c]).join(', ')}`
                    : ''}
                </p>
                <p className="rounded bg-slate-50 p-2 whitespace-pre-wrap text-ink">{request.message}</p>
                {request.answer && (
                  <div className="flex flex-col gap-1 border-l-4 border-green-300 pl-3">
                    <p className="font-medium text-ink">
                      Answered {formatDateTime(request.answer.answeredAt)}
                    </p>
                    {request.answer.message && (
                      <p className="whitespace-pre-wrap text-ink">{request.answer.message}</p>
                    )}
                    <p className="text-ink-muted">
                      Changed:{' '}
                      {request.answer.changedSections.length > 0
                        ? request.answer.changedSections.map((c) => infoRequestCategoryLabels[c]).join(', ')
                        : 'nothing'}
                      {request.answer.documentIds.length > 0
                        ? ` · ${request.answer.documentIds.length} document${request.answer.documentIds.length === 1 ? '' : 's'} added`
                        : ''}
                    </p>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
