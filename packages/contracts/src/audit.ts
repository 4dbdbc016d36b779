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
  'verification.report_downloaded',
  'verification.sample_created',
  'assistant.session_started',
  'assistant.question_asked',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

// The people-facing label of each action lives in audit-labels.ts.

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
  'verification.report_downloaded': 'The verification report was downloaded',
  'verification.sample_created': 'A sample verification was created for a demo report',
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
