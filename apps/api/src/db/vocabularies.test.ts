import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTOR_TYPES,
  DOCUMENT_TYPES,
  INFORMATION_REQUEST_STATES,
  MEMBERSHIP_STATUSES,
  NOTIFICATION_TYPES,
  URGENCY_LEVELS,
  VERIFICATION_STATUSES,
  VERIFICATION_TYPES,
} from '@candor/contracts';
import { openTestDatabase, testEngine } from '../../test/test-database.js';
import type { Database } from './client.js';

/** Each closed vocabulary stored in a text column, the CHECK that guards it, and its list. */
const GUARDED: Record<string, readonly string[]> = {
  verifications_status_check: VERIFICATION_STATUSES,
  verifications_type_check: VERIFICATION_TYPES,
  documents_document_type_check: DOCUMENT_TYPES,
  memberships_status_check: MEMBERSHIP_STATUSES,
  information_requests_state_check: INFORMATION_REQUEST_STATES,
  information_requests_urgency_check: URGENCY_LEVELS,
  audit_events_actor_type_check: AUDIT_ACTOR_TYPES,
  notifications_type_check: NOTIFICATION_TYPES,
  notifications_status_check: VERIFICATION_STATUSES,
  notifications_document_type_check: DOCUMENT_TYPES,
};

/** The quoted values of a CHECK constraint's definition as PostgreSQL prints it. */
const quotedValues = (definition: string) => [...definition.matchAll(/'([^']*)'/g)].map((m) => m[1]);

describe(`closed vocabularies in the database (${testEngine})`, () => {
  let database: Database;
  const organisationId = `org_${randomUUID()}`;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.executeSql('insert into organisations (id, name, slug) values ($1, $2, $3)', [
      organisationId,
      'Acme',
      organisationId,
    ]);
  });
  afterAll(() => database.close());

  it("has a CHECK for each vocabulary whose values are exactly the contracts' list", async () => {
    const { rows } = await database.executeSql(
      `select conname, pg_get_constraintdef(oid) as definition from pg_constraint
       where contype = 'c' and conname = any($1)`,
      [Object.keys(GUARDED)],
    );
    const found = Object.fromEntries(
      (rows as { conname: string; definition: string }[]).map((r) => [r.conname, quotedValues(r.definition)]),
    );
    expect(found).toEqual(
      Object.fromEntries(Object.entries(GUARDED).map(([name, list]) => [name, [...list]])),
    );
  });

  const insertVerification = (values: { status: string; type?: string }) =>
    database.executeSql(
      `insert into verifications (id, organisation_id, status, type, candidate_name, candidate_email)
       values ($1, $2, $3, $4, 'Ada Lovelace', 'ada@example.com')`,
      [randomUUID(), organisationId, values.status, values.type ?? 'FULL'],
    );

  it('refuses a verification status the product does not know', async () => {
    await expect(insertVerification({ status: 'APPROVED' })).rejects.toMatchObject({
      code: '23514',
      constraint: 'verifications_status_check',
    });
    await expect(insertVerification({ status: 'submitted' })).rejects.toMatchObject({ code: '23514' });
    await expect(insertVerification({ status: 'SUBMITTED' })).resolves.toBeDefined();
  });

  it('refuses an unknown verification type', async () => {
    await expect(insertVerification({ status: 'INVITED', type: 'CREDIT' })).rejects.toMatchObject({
      code: '23514',
      constraint: 'verifications_type_check',
    });
  });

  it('refuses an unknown document type but keeps a document without one', async () => {
    const verificationId = randomUUID();
    await database.executeSql(
      `insert into verifications (id, organisation_id, status, candidate_name, candidate_email)
       values ($1, $2, 'SUBMITTED', 'Ada Lovelace', 'ada@example.com')`,
      [verificationId, organisationId],
    );
    const insertDocument = (documentType: string | null) =>
      database.executeSql(
        `insert into documents (id, organisation_id, verification_id, storage_key, file_name, content_type,
           size_bytes, sha256, document_type)
         values ($1, $2, $3, $4, 'cv.pdf', 'application/pdf', 10, 'x', $5)`,
        [randomUUID(), organisationId, verificationId, randomUUID(), documentType],
      );
    await expect(insertDocument('PASSPORT')).rejects.toMatchObject({
      code: '23514',
      constraint: 'documents_document_type_check',
    });
    await expect(insertDocument(null)).resolves.toBeDefined();
    await expect(insertDocument('IDENTITY')).resolves.toBeDefined();
  });
});
