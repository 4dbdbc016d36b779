import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { CANDIDATE_STEPS, CONSENT_DISCLOSURE } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { users, verifications } from '../../db/schema.js';
import {
  isSubmittedSample,
  SAMPLE_PEOPLE,
  sampleFormData,
  type SamplePerson,
} from './sample-verifications.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function sampleRow(
  person: SamplePerson,
  index: number,
  context: { organisationId: string; reviewerId: string | null; now: Date },
): typeof verifications.$inferInsert {
  const created = new Date(context.now.getTime() - person.createdDaysAgo * DAY_MS - (index + 1) * HOUR_MS);
  const submitted = isSubmittedSample(person);
  const submittedAt = submitted ? new Date(created.getTime() + DAY_MS / 2) : null;
  const decided = person.status === 'COMPLETED' || person.status === 'FAILED';
  const decidedAt = decided && submittedAt ? new Date(submittedAt.getTime() + 2 * DAY_MS) : null;
  const fullName = `${person.firstName} ${person.lastName}`;
  const formData = sampleFormData(person, index);
  const lastChange =
    decidedAt ?? submittedAt ?? new Date(created.getTime() + (person.status === 'IN_PROGRESS' ? HOUR_MS : 0));
  return {
    id: randomUUID(),
    organisationId: context.organisationId,
    type: person.type,
    status: person.status,
    candidateName: fullName,
    candidateEmail: person.email,
    formData:
      person.status === 'INVITED'
        ? {
            personalInfo: formData.personalInfo,
            ...(person.type === 'EDUCATION' ? { education: formData.education } : {}),
          }
        : formData,
    currentStep: submitted ? CANDIDATE_STEPS : person.status === 'IN_PROGRESS' ? 3 : 1,
    consent: submittedAt
      ? {
          disclosureVersion: CONSENT_DISCLOSURE.version,
          accepted: true,
          signature: fullName,
          signedAt: submittedAt.toISOString(),
          ip: null,
          userAgent: null,
        }
      : null,
    requestDetails:
      person.type === 'EDUCATION'
        ? {
            kind: 'EDUCATION',
            institution: person.education.institution,
            degree: person.education.degree,
            graduationYear: Number((person.education.graduationDate || '2020').slice(0, 4)),
          }
        : person.type === 'EMPLOYMENT'
          ? {
              kind: 'EMPLOYMENT',
              company: person.employment.company,
              jobTitle: person.employment.position,
              startDate: person.employment.startDate,
              endDate: person.employment.endDate ?? null,
            }
          : null,
    invitedByUserId: context.reviewerId,
    department: 'Administration',
    tokenExpiresAt: new Date(created.getTime() + 14 * DAY_MS),
    invitationSentAt: created,
    submittedAt,
    decidedAt,
    decidedByUserId: decided ? context.reviewerId : null,
    decisionNote: decided ? (person.decisionNote ?? null) : null,
    isSample: true,
    createdAt: created,
    updatedAt: lastChange,
  };
}

/**
 * The demo organisation's sample verifications (sample-verifications.ts), added once: a start
 * that finds sample rows in the organisation adds none.
 */
export async function ensureSampleVerifications(
  db: Db,
  input: { organisationId: string; reviewerEmail: string; now: Date },
): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(verifications)
    .where(and(eq(verifications.organisationId, input.organisationId), eq(verifications.isSample, true)));
  if ((existing?.n ?? 0) > 0) return 0;
  const [reviewer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.reviewerEmail));
  const context = { organisationId: input.organisationId, reviewerId: reviewer?.id ?? null, now: input.now };
  const rows = SAMPLE_PEOPLE.map((person, index) => sampleRow(person, index, context));
  await db.insert(verifications).values(rows);
  return rows.length;
}
