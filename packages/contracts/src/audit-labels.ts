import type { AuditAction } from './audit.js';

/**
 * How each audit action is named for people: in a verification's timeline, the audit log, the
 * event log, the dashboard's recent activity and the audit CSV export. The subject is shown next
 * to the label (the candidate's name, the member), so verification labels say only what happened.
 * The type check asks for a label for every action in `AUDIT_ACTIONS`.
 */
const labels = {
  'organisation.registered': 'Organisation registered',
  'registration.duplicate': 'Registration with a registered email',
  'account.email_change_requested': 'Email change requested',
  'account.email_change_refused': 'Email change refused',
  'account.session_revoked': 'Device signed out',
  'member.updated': 'Member updated',
  'member.deactivated': 'Member deactivated',
  'member.reactivated': 'Member reactivated',
  'staff_invitation.created': 'Colleague invited',
  'staff_invitation.resent': 'Colleague invitation resent',
  'staff_invitation.revoked': 'Colleague invitation revoked',
  'staff_invitation.accepted': 'Colleague invitation accepted',
  'settings.updated': 'Settings updated',
  'demo_request.created': 'Demo requested',
  'organisation.upgrade_requested': 'Upgrade requested',
  'organisation.plan_changed': 'Plan changed',
  'organisation.review_alert_sent': 'Review queue alert sent',
  'data.exported': 'Data exported',
  'verification.invited': 'Invitation sent',
  'verification.invitation_failed': 'Invitation email failed',
  'verification.invitation_resent': 'Link resent',
  'verification.link_revoked': 'Link revoked',
  'verification.link_opened_by_candidate': 'Candidate opened their own link',
  'verification.started': 'Started the form',
  'verification.submitted': 'Submitted',
  'verification.candidate_information_updated': 'Candidate details updated',
  'verification.info_requested': 'Information requested',
  'verification.info_request_failed': 'Information request email failed',
  'verification.approved': 'Approved',
  'verification.rejected': 'Rejected',
  'verification.reminder_sent': 'Reminder sent',
  'verification.pii_revealed': 'Revealed personal data',
  'document.uploaded': 'Document uploaded',
  'document.deleted': 'Document removed',
  'document.downloaded': 'Document opened',
  'verification.checks_started': 'Checks started',
  'verification.checks_completed': 'Checks completed',
  'verification.checks_failed': 'Checks could not run',
  'finding.reviewed': 'Finding reviewed',
  'claim.verified': 'Claim verified by a person',
  'claim.verification_withdrawn': 'Claim verification withdrawn',
  'verification.report_downloaded': 'Report downloaded',
  'verification.sample_created': 'Sample created',
  'assistant.session_started': 'Assistant session started',
  'assistant.question_asked': 'Assistant asked',
} as const satisfies Record<AuditAction, string>;

/** The label table, keyed by action (`verification.pii_revealed` → "Revealed personal data"). */
export const auditActionLabels: Readonly<Record<string, string>> = labels;

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  pii: 'personal data',
  api: 'API',
  csv: 'CSV',
  id: 'ID',
};

/**
 * The label of an action. An action this version has no label for (the trail keeps retired ones)
 * is spelt out from its name as a sentence: `invoice.paid_late` → "Invoice paid late",
 * `verification.pii_revealed` → "Verification personal data revealed".
 */
export function labelForAuditAction(action: string): string {
  const known = Object.prototype.hasOwnProperty.call(auditActionLabels, action)
    ? auditActionLabels[action]
    : undefined;
  if (known !== undefined) return known;
  const words = action
    .split(/[._\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => {
      const lower = word.toLowerCase();
      return Object.prototype.hasOwnProperty.call(ABBREVIATIONS, lower) ? ABBREVIATIONS[lower] : lower;
    });
  if (words.length === 0) return 'Unknown action';
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The same as `labelForAuditAction` (the name the dashboard's recent activity uses). */
export const auditActionLabel = labelForAuditAction;
