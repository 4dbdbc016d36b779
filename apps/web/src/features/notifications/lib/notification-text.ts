import { verificationStatusLabel, type NotificationItem } from '@candor/contracts';

const documentLabels: Record<NonNullable<NotificationItem['documentType']>, string> = {
  IDENTITY: 'An identity document',
  EDUCATION: 'An education document',
  EMPLOYMENT: 'An employment document',
  LINKEDIN: 'A LinkedIn profile export',
  GENERAL: 'A document',
};

/** Where the candidate's name goes in a sentence. */
export const NAME_SLOT = '{name}';

/** A title and a sentence with `{name}` where the candidate's name (a link) goes. */
function template(item: NotificationItem): { title: string; sentence: string } {
  switch (item.event) {
    case 'verification.invited':
      return {
        title: 'Candidate invited',
        sentence: `${NAME_SLOT} was invited to complete the verification.`,
      };
    case 'verification.started':
      return { title: 'Candidate started the form', sentence: `${NAME_SLOT} started filling in the form.` };
    case 'verification.submitted':
      return { title: 'New submission', sentence: `${NAME_SLOT} submitted the verification.` };
    case 'verification.decided':
      return item.status === 'COMPLETED'
        ? { title: 'Verification approved', sentence: `${NAME_SLOT}'s verification was approved.` }
        : { title: 'Verification rejected', sentence: `${NAME_SLOT}'s verification was rejected.` };
    case 'document.processed':
      return {
        title: 'Document received',
        sentence: `${documentLabels[item.documentType ?? 'GENERAL']} from ${NAME_SLOT} was uploaded and stored.`,
      };
    default: {
      const label = item.status ? verificationStatusLabel(item.status) : 'Updated';
      return {
        title: `Verification ${label.toLowerCase()}`,
        sentence: `${NAME_SLOT}'s verification is now ${label}.`,
      };
    }
  }
}

/**
 * How the history words a notification: a short title, the sentence around the candidate's name
 * (`before` + name + `after`) and the whole sentence as text.
 */
export function notificationText(item: NotificationItem): {
  title: string;
  before: string;
  after: string;
  message: string;
} {
  const { title, sentence } = template(item);
  const [before = '', after = ''] = sentence.split(NAME_SLOT);
  return { title, before, after, message: `${before}${item.candidateName}${after}` };
}
