/** User-facing texts, word for word (docs/product.md#messages). */

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

export function registrationSuccessMessage(firstName: string): string {
  return `Thank you ${firstName}! Your account has been created successfully. You can now log in with your credentials.`;
}

export function demoRequestSuccessMessage(firstName: string): string {
  return `Thank you ${firstName}! Your demo request has been submitted. Our sales team will contact you within 4 hours to schedule your personalized demonstration.`;
}

export const EDUCATION_REQUEST_SUBMITTED = 'Education verification request submitted successfully!';
export const EMPLOYMENT_REQUEST_SUBMITTED = 'Employment verification request submitted successfully!';

export function invitationSentMessage(candidateName: string): string {
  return `Invitation sent to ${candidateName} successfully!`;
}
export const INVITATION_FAILED = 'Failed to send invitation. Please try again.';

export const SELECT_FILE_TO_UPLOAD = 'Please select at least one file to upload';
export const UPLOAD_FAILED = 'Upload failed. Please try again.';

export function httpErrorMessage(status: number, statusText: string): string {
  return `HTTP ${status}: ${statusText}`;
}
export const SUBMISSION_FAILED = 'Submission failed';
export const SUBMIT_VERIFICATION_FAILED = 'Failed to submit verification. Please try again.';

export const CANDIDATE_LINK_NOT_FOUND =
  'Verification Not Found – The verification link may have expired or is invalid.';
export const STATUS_NOT_FOUND = 'Verification Not Found - The requested verification could not be found.';
export const LOADING_VERIFICATION_STATUS = 'Loading verification status...';

export const EDUCATION_CHECK_FAILED = 'Education verification failed';
export const EMPLOYMENT_CHECK_FAILED = 'Employment verification failed';
export const PHONE_CHECK_FAILED = 'Phone verification failed';
export const NO_SUPERVISOR_PHONES = 'No supervisor phone numbers found in employment data';

export const AI_VERIFICATION_FAILED = 'AI verification failed';
export const AI_ANALYZING = 'AI is analyzing...';

export function aiChatErrorMessage(message: string = AI_VERIFICATION_FAILED): string {
  return `I apologize, but I encountered an error: ${message}. Please try again or contact support if the issue persists.`;
}

export const INFORMATION_REQUEST_SENT = 'Information request sent to candidate successfully!';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const AUTHENTICATION_FAILED = 'Authentication failed';
export const LOGIN_FAILED = 'Login failed. Please try again.';

export const NO_SUBMISSIONS_YET = 'No Submissions Yet';
export const NO_DOCUMENTS_UPLOADED = 'No documents uploaded';
export const DOCUMENT_NO_PREVIEW = 'File name only (no preview available)';
export const UNEXPECTED_APPLICATION_ERROR = 'Unexpected Application Error!';
export const PREFILLED_FROM_INVITATION = 'Prefilled from invitation';

/** Invitations (candidates or colleagues) wait until the inviter has confirmed their own address. */
export const CONFIRM_EMAIL_BEFORE_INVITING =
  'Confirm your email address before inviting anyone. We sent you a link; you can resend it from the banner.';
