import { z } from 'zod';

// ---- Audit actions ----

/**
 * Every action the audit trail records: a dotted verb, `<record>.<what happened>`. To add one,
 * add it here and give it a label below (the type check asks for it); add an event-log message
 * when it concerns a verification and should show in the review workspace's event log.
 */
export const AUDIT_ACTIONS = [
  'organisation.registered',
  'registration.duplicate',
  'account.email_change_requested',
  'account.email_change_refused',
  'account.session_revoked',
  'member.updated',
  'member.deactivated',
  'member.reactivated',
  'staff_invitation.created',
  'staff_invitation.resent',
  'staff_invitation.revoked',
  'staff_invitation.accepted',
  'settings.updated',
  'demo_request.created',
  'organisation.upgrade_requested',
  'organisation.plan_changed',
  'organisation.review_alert_sent',
  'data.exported',
  'verification.invited',
  'verification.invitation_failed',
  'verification.invitation_resent',
  'verification.link_revoked',
  'verification.link_opened_by_candidate',
  'verification.started',
  'verification.submitted',
  'verification.candidate_information_updated',
  'verification.info_requested',
  'verification.info_request_failed',
  'verification.approved',
  'verification.rejected',
  'verification.reminder_sent',
  'verification.pii_revealed',
  'document.uploaded',
  'document.deleted',
  'document.downloaded',
  'verification.checks_started',
  'verification.checks_completed',
  'verification.checks_failed',
  'finding.reviewed',
  'claim.verified',
  'claim.verification_withdrawn',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** How an action is named in lists (the dashboard's recent activity, audit filters). */
export const auditActionLabels = {
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
  'verification.invited': 'Candidate invited',
  'verification.invitation_failed': 'Invitation email failed',
  'verification.invitation_resent': 'Candidate link resent',
  'verification.link_revoked': 'Candidate link revoked',
  'verification.link_opened_by_candidate': 'Candidate opened their own link',
  'verification.started': 'Candidate started the form',
  'verification.submitted': 'Candidate submitted the form',
  'verification.candidate_information_updated': 'Candidate details updated',
  'verification.info_requested': 'More information requested',
  'verification.info_request_failed': 'Request for more information failed',
  'verification.approved': 'Verification approved',
  'verification.rejected': 'Verification rejected',
  'verification.reminder_sent': 'Reminder sent',
  'verification.pii_revealed': 'Revealed personal data',
  'document.uploaded': 'Document uploaded',
  'document.deleted': 'Document removed',
  'document.downloaded': 'Document opened',
  'verification.checks_started': 'Automated checks started',
  'verification.checks_completed': 'Automated checks finished',
  'verification.checks_failed': 'Automated checks could not run',
  'finding.reviewed': 'Finding reviewed',
  'claim.verified': 'Claim verified by a person',
  'claim.verification_withdrawn': 'Claim verification withdrawn',
} as const satisfies Record<AuditAction, string>;

/**
 * The label of an action; an action this version does not know (the trail keeps retired ones) is
 * spelt out from its name.
 */
export function auditActionLabel(action: string): string {
  return isAuditAction(action)
    ? auditActionLabels[action]
    : action.replace(/[._]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** What an action means in a verification's event log: one sentence. */
export const auditEventMessages: Partial<Record<AuditAction, string>> = {
  'verification.invited': 'Invitation sent to the candidate',
  'verification.invitation_failed': 'The invitation email could not be sent',
  'verification.invitation_resent': 'A new candidate link was emailed',
  'verification.link_revoked': 'The candidate link was revoked',
  'verification.started': 'The candidate started the form',
  'verification.submitted': 'The candidate submitted the verification',
  'verification.info_requested': 'More information was requested from the candidate',
  'verification.info_request_failed': 'The request for more information could not be emailed',
  'verification.approved': 'The verification was approved',
  'verification.rejected': 'The verification was rejected',
  'verification.reminder_sent': 'A reminder was emailed to the candidate',
  'verification.pii_revealed': 'Personal data was revealed to a reviewer',
  'document.uploaded': 'A document was uploaded',
  'document.deleted': 'A document was removed by the candidate',
  'document.downloaded': 'A document was opened by a reviewer',
  'verification.checks_started': 'The automated checks started',
  'verification.checks_completed': 'The automated checks finished',
  'verification.checks_failed': 'The automated checks could not run',
  'finding.reviewed': 'A reviewer confirmed or dismissed a finding',
  'claim.verified': 'A reviewer verified a claim with a primary source',
  'claim.verification_withdrawn': 'A reviewer withdrew the verification of a claim',
};

/** The error an event-log entry carries for an action that records a failure. */
export const auditEventErrors: Partial<Record<AuditAction, string>> = {
  'verification.invitation_failed': 'Email delivery failed',
  'verification.info_request_failed': 'Email delivery failed',
  'verification.checks_failed': 'No check could run',
};

/** Who acted: a staff member, the candidate through their link, a visitor, or Candor itself. */
export const AUDIT_ACTOR_TYPES = ['user', 'candidate', 'anonymous', 'system'] as const;
export const auditActorTypeSchema = z.enum(AUDIT_ACTOR_TYPES);
export type AuditActorType = z.infer<typeof auditActorTypeSchema>;

export function isAuditActorType(value: string): value is AuditActorType {
  return (AUDIT_ACTOR_TYPES as readonly string[]).includes(value);
}
