/** How an audit action reads in the recent-activity list. */
const labels: Record<string, string> = {
  'organisation.registered': 'Organisation registered',
  'verification.invited': 'Candidate invited',
  'verification.started': 'Candidate started the form',
  'verification.submitted': 'Candidate submitted the form',
  'verification.approved': 'Verification approved',
  'verification.rejected': 'Verification rejected',
  'verification.info_requested': 'More information requested',
  'document.uploaded': 'Document uploaded',
};

export function activityLabel(action: string): string {
  return labels[action] ?? action.replace(/[._]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
