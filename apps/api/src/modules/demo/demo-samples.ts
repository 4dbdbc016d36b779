import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { CANDIDATE_STEPS, CONSENT_DISCLOSURE, type AuditAction } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { auditEvents, users, verifications } from '../../db/schema.js';
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

type SampleRow = typeof verifications.$inferInsert & { id: string; createdAt: Date };

/**
 * What happened to a sample, as the audit trail would have it (so its case page has a timeline
 * and the dashboard recent activity): invited by the reviewer, started and submitted by the
 * candidate, decided by the reviewer. Each row says it is sample data.
 */
function sampleHistory(row: SampleRow, reviewerId: string | null): (typeof auditEvents.$inferInsert)[] {
  const entry = (
    action: AuditAction,
    at: Date,
    by: 'reviewer' | 'candidate',
    metadata: Record<string, unknown> = {},
  ): typeof auditEvents.$inferInsert => ({
    id: randomUUID(),
    organisationId: row.organisationId,
    actorType: by === 'candidate' ? 'candidate' : reviewerId ? 'user' : 'system',
    actorId: by === 'candidate' ? row.id : reviewerId,
    action,
    targetType: 'verification',
    targetId: row.id,
    verificationId: row.id,
    metadata: { ...metadata, sample: true },
    createdAt: at,
  });
  const history = [entry('verification.invited', row.createdAt, 'reviewer')];
  if (row.status !== 'INVITED') {
    history.push(entry('verification.started', new Date(row.createdAt.getTime() + HOUR_MS / 2), 'candidate'));
  }
  if (row.submittedAt) {
    history.push(
      entry('verification.submitted', row.submittedAt, 'candidate', {
        documentCount: 0,
        disclosureVersion: CONSENT_DISCLOSURE.version,
      }),
    );
  }
  if (row.decidedAt) {
    history.push(
      entry(
        row.status === 'COMPLETED' ? 'verification.approved' : 'verification.rejected',
        row.decidedAt,
        'reviewer',
      ),
    );
  }
  return history;
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
  const rows = SAMPLE_PEOPLE.map((person, index) => sampleRow(person, index, context) as SampleRow);
  await db.transaction(async (tx) => {
    await tx.insert(verifications).values(rows);
    await tx.insert(auditEvents).values(rows.flatMap((row) => sampleHistory(row, context.reviewerId)));
  });
  return rows.length;
}
