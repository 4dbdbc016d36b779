import { CircleAlert, CircleCheck, UserPlus } from 'lucide-react';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import {
  EMAIL_MAX,
  INVITATION_EXPIRY_DAYS,
  INVITATION_FAILED,
  invitationSentMessage,
  inviteCandidateBodySchema,
  SHORT_TEXT_MAX,
  TRIAL_ENDED_MESSAGE,
  TRIAL_LIMIT_REACHED_MESSAGE,
  planLimitReachedMessage,
} from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useInviteCandidate } from '../api/invitations-api';
import { CandidateLinkPanel } from './candidate-link-panel';

type Outcome =
  | { kind: 'sent'; name: string; verificationId: string; candidateUrl: string }
  | { kind: 'trial'; message: string }
  | { kind: 'failed'; message: string };

const TRIAL_MESSAGES: readonly string[] = [TRIAL_LIMIT_REACHED_MESSAGE, TRIAL_ENDED_MESSAGE];
const PLAN_LIMIT_PREFIX = planLimitReachedMessage(0).split('0')[0] ?? 'Your plan includes';
const isPlanLimitMessage = (message: string) => message.startsWith(PLAN_LIMIT_PREFIX);

/** The invitation (docs/product.md#staff-forms): candidate name and email; the inviter is the signed-in user. */
export function InviteCandidateForm({
  initialEmail,
  inviter,
}: {
  initialEmail: string;
  inviter: { name: string; email: string };
}) {
  const initial = useMemo(() => ({ candidateName: '', candidateEmail: initialEmail }), [initialEmail]);
  const form = useZodForm(inviteCandidateBodySchema, initial);
  const invite = useInviteCandidate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setOutcome(null);
    const body = form.validate();
    if (!body) return;
    invite.mutate(
      { ...body, adminEmail: inviter.email, adminName: inviter.name },
      {
        onSuccess: (data) => {
          setOutcome({
            kind: 'sent',
            name: body.candidateName,
            verificationId: data.verificationId,
            candidateUrl: data.candidateUrl,
          });
          form.setValues({ candidateName: '', candidateEmail: '' });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.details.length > 0) {
            form.showServerErrors(error.details);
            return;
          }
          if (
            isApiError(error) &&
            (TRIAL_MESSAGES.includes(error.message) || isPlanLimitMessage(error.message))
          ) {
            setOutcome({ kind: 'trial', message: error.message });
            return;
          }
          if (isApiError(error) && (error.status === 403 || error.status === 429)) {
            setOutcome({ kind: 'failed', message: error.message });
            return;
          }
          setOutcome({ kind: 'failed', message: INVITATION_FAILED });
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {outcome?.kind === 'sent' && (
        <div className="flex flex-col gap-4">
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {invitationSentMessage(outcome.name)}
          </p>
          <CandidateLinkPanel
            verificationId={outcome.verificationId}
            candidateUrl={outcome.candidateUrl}
            onUrlChange={(candidateUrl) => {
              setOutcome({ ...outcome, candidateUrl });
            }}
          />
        </div>
      )}
      {outcome?.kind === 'trial' && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="flex items-start gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {TRIAL_MESSAGES.includes(outcome.message) ? 'Free trial limit reached' : 'Plan limit reached'}
          </p>
          <p>{outcome.message}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link to="/billing" className="font-medium text-brand-800 underline underline-offset-4">
              See your plan and request an upgrade
            </Link>
            <Link to="/pricing" className="font-medium text-brand-800 underline underline-offset-4">
              See plans and pricing
            </Link>
          </p>
        </div>
      )}
      {outcome?.kind === 'failed' && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {outcome.message}
        </p>
      )}

      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label="Candidate name"
          required
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          hint="First and last name, as the candidate uses them."
          {...form.field('candidateName')}
        />
        <TextField
          label="Candidate email"
          type="email"
          required
          autoComplete="off"
          maxLength={EMAIL_MAX}
          {...form.field('candidateEmail')}
        />
        <p className="text-sm [overflow-wrap:anywhere] text-ink-muted">
          The invitation is sent on behalf of <span className="font-medium text-ink">{inviter.name}</span> (
          {inviter.email}). The link expires after {INVITATION_EXPIRY_DAYS} days.
        </p>
        <div>
          <Button type="submit" size="lg" loading={invite.isPending} className="w-full sm:w-auto">
            {!invite.isPending && <UserPlus aria-hidden="true" className="size-4" />}
            Send Invitation
          </Button>
        </div>
      </form>
    </div>
  );
}
