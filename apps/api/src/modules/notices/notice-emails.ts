import { reviewQueueAlertText, splitCandidateName, type ReviewQueueAlertEvent } from '@candor/contracts';
import { renderEmail } from '../../lib/mail.js';

/**
 * The notices' words. Staff notices name no candidate (the link opens the case for those allowed
 * to see it); candidate notices name only the organisation and greet by first name.
 */
type Mail = { kind: string; subject: string; text: string; html: string };

export function submissionNotice(input: { answered: boolean; url: string }): Mail {
  const subject = input.answered
    ? 'A candidate answered your request for more information'
    : 'A new verification was submitted for review';
  return {
    kind: input.answered ? 'staff-answer-received' : 'staff-submission-received',
    subject,
    ...renderEmail({
      paragraphs: [
        input.answered
          ? 'A candidate has answered a request for more information. Their verification is waiting for review.'
          : 'A candidate has submitted their verification. It is waiting for review.',
      ],
      action: { label: 'Open the verification', url: input.url },
      footer: 'You receive these emails because your organisation turned on email notifications in Settings.',
    }),
  };
}

export function candidateReceivedNotice(input: {
  candidateName: string;
  organisationName: string;
  answered: boolean;
}): Mail {
  const { firstName } = splitCandidateName(input.candidateName);
  return {
    kind: 'candidate-submission-received',
    subject: input.answered
      ? `${input.organisationName} received your additional information`
      : `${input.organisationName} received your background verification`,
    ...renderEmail({
      paragraphs: [
        `Hello ${firstName},`,
        input.answered
          ? `Thank you. ${input.organisationName} has received the information you added to your background verification.`
          : `Thank you for completing your background verification. ${input.organisationName} has received it and will now review it.`,
        'We will email you again when a decision has been made. You do not need to do anything else for now.',
      ],
    }),
  };
}

export function candidateDecisionNotice(input: {
  candidateName: string;
  organisationName: string;
  approved: boolean;
}): Mail {
  const { firstName } = splitCandidateName(input.candidateName);
  return {
    kind: 'candidate-decision',
    subject: `Your background verification with ${input.organisationName} is complete`,
    ...renderEmail({
      paragraphs: [
        `Hello ${firstName},`,
        input.approved
          ? `${input.organisationName} has reviewed your background verification and approved it.`
          : `${input.organisationName} has reviewed your background verification and could not approve it.`,
        input.approved
          ? 'There is nothing more for you to do.'
          : `If you have questions, please contact ${input.organisationName} directly.`,
      ],
    }),
  };
}

export function reviewQueueAlertNotice(input: ReviewQueueAlertEvent & { url: string }): Mail {
  const text = reviewQueueAlertText(input);
  return {
    kind: 'admin-review-alert',
    subject: text.title,
    ...renderEmail({
      paragraphs: [
        text.message,
        'You will be alerted again once the queue has been back within the threshold.',
      ],
      action: { label: 'Open the dashboard', url: input.url },
      footer: 'The threshold is set in Settings (Admin alert threshold).',
    }),
  };
}
