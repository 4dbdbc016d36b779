import { splitCandidateName } from '@candor/contracts';
import { renderEmail, type Mailer } from '../../lib/mail.js';
import type { VerificationRow } from '../verifications/verification-core.service.js';

/**
 * Emails the candidate a request for more information with their link. Whether it went out: with
 * SMTP a mail that was not delivered is a failure; without it the mail stays in the outbox.
 */
export async function emailInformationRequest(
  mailer: Mailer,
  input: {
    row: VerificationRow;
    message: string;
    url: string;
    organisationName: string;
    deadline: string | undefined;
  },
): Promise<boolean> {
  const { firstName } = splitCandidateName(input.row.candidateName);
  const mail = renderEmail({
    paragraphs: [
      `Hello ${firstName},`,
      `${input.organisationName} has reviewed your background verification and needs more information from you:`,
      ...input.message.split('\n').filter((line) => line.trim() !== ''),
      input.deadline
        ? `Please answer by ${input.deadline} using your verification link. Only the sections mentioned can be changed, and you can add documents.`
        : 'Please answer using your verification link. Only the sections mentioned can be changed, and you can add documents.',
    ],
    action: { label: 'Open your verification', url: input.url },
    footer: 'This link is personal to you, so please do not share it.',
  });
  try {
    const result = await mailer.send({
      kind: 'information-request',
      organisationId: input.row.organisationId,
      to: input.row.candidateEmail,
      subject: `${input.organisationName} needs more information for your background verification`,
      ...mail,
    });
    return result.delivered || mailer.delivery === 'outbox';
  } catch {
    return false;
  }
}
