import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getVerificationResponseSchema,
  listVerificationsResponseSchema,
  maskPersonalValue,
  PERSONAL_DATA_FIELDS,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  completeFormData,
  invite,
  newOrganisation,
  submit,
  type Invitation,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents } from '../../db/schema.js';

/** Every string at a PERSONAL_DATA_FIELDS path (`[]` = each entry of a list). */
function valuesAt(root: unknown, path: string): string[] {
  let nodes: unknown[] = [root];
  for (const segment of path.split('.')) {
    const list = segment.endsWith('[]');
    const key = list ? segment.slice(0, -2) : segment;
    nodes = nodes.flatMap((node) => {
      const value = (node as Record<string, unknown> | null)?.[key];
      if (value === undefined || value === null) return [];
      return list ? value : [value];
    });
  }
  return nodes.filter((node): node is string => typeof node === 'string');
}

const SSN = '123-45-6789';
const formData = (() => {
  const data = completeFormData({ ssn: SSN });
  return {
    ...data,
    personalInfo: {
      ...data.personalInfo,
      phone: '+1 217 555 4821',
      currentAddress: {
        address1: '742 Evergreen Terrace',
        address2: 'Apartment 3',
        city: 'Springfield',
        state: 'IL',
        country: 'United States',
        zip: '62704',
      },
      previousAddresses: [
        {
          address1: '1313 Mockingbird Lane',
          address2: 'Rear house',
          city: 'Mockingbird Heights',
          state: 'CA',
          country: 'United States',
          zip: '90210',
        },
      ],
      previousNames: [{ firstName: 'Augusta', lastName: 'Byron' }],
    },
  };
})();

describe('personal data fields', () => {
  let app: TestApp;
  let owner: Staff;
  let auditor: Staff;
  let systemAdmin: Staff;
  let director: Staff;
  let invitation: Invitation;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
    auditor = await addMember(app, owner.organisationId, ['auditor']);
    systemAdmin = await addMember(app, owner.organisationId, ['system_admin']);
    director = await addMember(app, owner.organisationId, ['hr_director']);
    invitation = await invite(app, owner);
    expect((await submit(app, invitation, { formData })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (staff: Staff, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/verifications/${invitation.verificationId}${query}`,
      headers: { cookie: staff.cookie },
    });

  it('has a value for every listed field in the test data (so each one is checked below)', () => {
    for (const field of PERSONAL_DATA_FIELDS) {
      expect(valuesAt(formData, field.path).length, field.path).toBeGreaterThan(0);
    }
  });

  it.each([
    ['an auditor', () => auditor],
    ['a system admin', () => systemAdmin],
  ])(
    'masks every personal data field for %s, in the record and the list, and refuses the reveal',
    async (_who, staffOf) => {
      const staff = staffOf();
      const detail = await get(staff);
      expect(detail.statusCode).toBe(200);
      const record = getVerificationResponseSchema.parse(detail.json()).verification;
      expect(record.piiRevealed).toBe(false);

      const list = await app.inject({
        method: 'GET',
        url: '/api/verifications',
        headers: { cookie: staff.cookie },
      });
      const row = listVerificationsResponseSchema
        .parse(list.json())
        .verifications.find((v) => v.verificationId === invitation.verificationId);
      expect(row).toBeDefined();

      for (const field of PERSONAL_DATA_FIELDS) {
        const originals = valuesAt(formData, field.path);
        const masked = originals.map((value) => maskPersonalValue(field.mask, value));
        for (const shown of [record, row]) {
          expect(valuesAt(shown?.formData, field.path), field.path).toEqual(masked);
        }
        for (const value of originals) {
          expect(detail.body, field.path).not.toContain(value);
          expect(list.body, field.path).not.toContain(value);
        }
      }
      // What looks masked is masked sensibly: the city stays, the street and ZIP do not.
      expect(record.formData?.personalInfo?.phone).toBe('•••• 4821');
      expect(record.formData?.personalInfo?.currentAddress).toMatchObject({
        address1: '•••',
        city: 'Springfield',
        state: 'IL',
        zip: '•••',
      });
      // Name and email are shown: they are needed to work the case.
      expect(record.candidateName).toBeTruthy();
      expect(record.formData?.personalInfo?.firstName).toBe('Ada');

      expect((await get(staff, '?reveal=pii')).statusCode).toBe(403);
    },
  );

  it('shows every field to an HR director only after a reveal, which is audited', async () => {
    const masked = getVerificationResponseSchema.parse((await get(director)).json()).verification;
    for (const field of PERSONAL_DATA_FIELDS) {
      expect(valuesAt(masked.formData, field.path)).not.toEqual(valuesAt(formData, field.path));
    }

    const revealed = await get(director, '?reveal=pii');
    expect(revealed.statusCode).toBe(200);
    const record = getVerificationResponseSchema.parse(revealed.json()).verification;
    expect(record.piiRevealed).toBe(true);
    for (const field of PERSONAL_DATA_FIELDS) {
      expect(valuesAt(record.formData, field.path), field.path).toEqual(valuesAt(formData, field.path));
    }
    const audits = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'verification.pii_revealed'),
          eq(auditEvents.targetId, invitation.verificationId),
        ),
      );
    expect(audits.some((audit) => audit.actorId === director.userId)).toBe(true);
  });

  it('keeps the stored values when the candidate information form is saved with the masked values it was given', async () => {
    const masked = getVerificationResponseSchema.parse((await get(director)).json()).verification;
    const { ssn: _ssn, dateOfBirth: _dateOfBirth, ...personalInfo } = masked.formData?.personalInfo ?? {};
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/verifications/${invitation.verificationId}/candidate-information`,
      headers: { cookie: director.cookie },
      payload: {
        personalInfo,
        education: masked.formData?.education,
        employment: masked.formData?.employment,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const record = getVerificationResponseSchema.parse(
      (await get(director, '?reveal=pii')).json(),
    ).verification;
    for (const field of PERSONAL_DATA_FIELDS) {
      expect(valuesAt(record.formData, field.path), field.path).toEqual(valuesAt(formData, field.path));
    }

    // A masked value that no longer lines up with what is stored is refused, changing nothing.
    const shifted = await app.inject({
      method: 'PUT',
      url: `/api/verifications/${invitation.verificationId}/candidate-information`,
      headers: { cookie: director.cookie },
      payload: {
        personalInfo: {
          ...personalInfo,
          previousNames: [{ firstName: 'Ada', lastName: 'King' }, ...(personalInfo.previousNames ?? [])],
        },
        education: masked.formData?.education,
        employment: masked.formData?.employment,
      },
    });
    expect(shifted.statusCode).toBe(400);
    expect(shifted.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const after = getVerificationResponseSchema.parse(
      (await get(director, '?reveal=pii')).json(),
    ).verification;
    expect(after.formData?.personalInfo?.previousNames).toEqual(formData.personalInfo.previousNames);
  });
});
