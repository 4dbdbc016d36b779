import { MessageSquareWarning } from 'lucide-react';
import {
  infoRequestCategoryLabels,
  urgencyLabels,
  type CandidateInformationRequest,
} from '@candor/contracts';
import { TextareaField } from '../../../components/ui';

const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The reviewer's open request for more information: what they asked, which sections may change,
 * and an optional note the candidate sends back with the resubmission.
 */
export function InformationRequestNotice({
  request,
  note,
  onNoteChange,
}: {
  request: CandidateInformationRequest;
  note: string;
  onNoteChange: (note: string) => void;
}) {
  return (
    <section
      aria-labelledby="information-request-title"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="information-request-title" className="text-base font-semibold text-ink">
            The reviewer needs more information
          </h2>
          <p className="text-sm text-amber-950">
            Urgency: {urgencyLabels[request.urgency]}
            {request.deadline
              ? ` · Please answer by ${longDate.format(new Date(`${request.deadline}T00:00:00Z`))}`
              : ''}
          </p>
        </div>
      </div>
      <p className="rounded-md bg-surface p-3 text-sm whitespace-pre-wrap text-ink">{request.message}</p>
      <p className="text-sm text-ink">
        {request.categories.length > 0
          ? `You can change: ${request.categories.map((c) => infoRequestCategoryLabels[c]).join(', ')}. `
          : ''}
        You can also add documents. Then submit again from the last step.
      </p>
      <TextareaField
        label="Note for the reviewer (optional)"
        rows={2}
        maxLength={5000}
        value={note}
        onChange={(event) => {
          onNoteChange(event.target.value);
        }}
      />
    </section>
  );
}
