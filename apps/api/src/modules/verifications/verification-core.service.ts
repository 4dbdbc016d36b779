/**
 * What the verification core lends the modules built on it (invitations, the candidate portal,
 * the review, the reports): the record mappers, the rules of information requests and the types
 * of the core's repos. Access (verification-access.service.ts) and the one lifecycle transition
 * (lifecycle.service.ts) are imported from their own files; the core itself is passed in.
 */
import type { FieldCipher } from '../../lib/crypto.js';
import type { InformationRequestsRepo } from './information-requests.repo.js';
import type { SectionDigester } from './information-request-rules.js';
import type { VerificationLifecycle } from './lifecycle.service.js';
import type { VerificationAccess } from './verification-access.service.js';
import type { VerificationsRepo } from './verifications.repo.js';

/** The verification core as the composition builds it once and hands it to the modules. */
export type VerificationCore = {
  access: VerificationAccess;
  repo: VerificationsRepo;
  informationRequests: InformationRequestsRepo;
  lifecycle: VerificationLifecycle;
  ssnCipher: FieldCipher;
  sectionDigests: SectionDigester;
};

export type { InformationRequestRow, InformationRequestsRepo } from './information-requests.repo.js';
export type { ListCursor, VerificationRow, VerificationsRepo, ViewScope } from './verifications.repo.js';
export { toCandidateInformationRequest, toInformationRequestRecord } from './information-request-record.js';
export {
  CATEGORY_STEP,
  changedSections,
  enforceRequestedSections,
  FORM_SECTIONS,
  type SectionDigester,
  type SectionDigests,
} from './information-request-rules.js';
export { storedFormData, toVerificationRecord, verificationTypeOf } from './verification-record.js';
