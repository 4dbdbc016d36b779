import {
  infoRequestCategorySchema,
  informationRequestAnswerSchema,
  informationRequestStateSchema,
  specificRequestsSchema,
  urgencySchema,
  type CandidateInformationRequest,
  type InformationRequestRecord,
} from '@candor/contracts';
import { z } from 'zod';
import type { InformationRequestRow } from './information-requests.repo.js';

const categoriesSchema = z.array(infoRequestCategorySchema).catch([]);
const storedRequestSchema = z.object({ specificRequests: specificRequestsSchema.catch({}) }).catch({
  specificRequests: {},
});

/** What the candidate portal shows of an open request. */
export function toCandidateInformationRequest(row: InformationRequestRow): CandidateInformationRequest {
  const specificRequests = Object.fromEntries(
    Object.entries(storedRequestSchema.parse(row.requestData).specificRequests).filter(
      ([, text]) => typeof text === 'string' && text.trim() !== '',
    ),
  );
  return {
    id: row.id,
    message: row.message,
    categories: categoriesSchema.parse(row.categories),
    specificRequests,
    urgency: urgencySchema.catch('normal').parse(row.urgency),
    deadline: row.deadline,
    requestedAt: row.createdAt.toISOString(),
  };
}

/** A request with its answer, as the record's history shows it to staff. */
export function toInformationRequestRecord(
  row: InformationRequestRow,
  requestedByName: string | null,
): InformationRequestRecord {
  const answer = informationRequestAnswerSchema.safeParse(row.answer);
  return {
    ...toCandidateInformationRequest(row),
    verificationId: row.verificationId,
    state: informationRequestStateSchema.parse(row.state),
    requestedBy: { userId: row.requestedByUserId, name: requestedByName },
    emailSent: row.emailSentAt !== null,
    answer: answer.success ? answer.data : null,
  };
}
