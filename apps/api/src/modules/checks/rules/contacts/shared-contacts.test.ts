import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OtherApplication } from '../../check.js';
import { contactHashes, sharedContactsCheck } from './shared-contacts.js';
import {
  applicationWith,
  cleanApplication,
  employmentEntry,
  OTHER_VERIFICATION_ID,
  runCheck,
  VERIFICATION_ID,
} from './test-helpers.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const UK = { currentAddress: { country: 'United Kingdom' } };
const US = { currentAddress: { country: 'United States' } };

/** Another candidate's application (living in the UK), reduced to hashes as the engine does. */
function other(
  entries: Parameters<typeof employmentEntry>[0][],
  verificationId = OTHER_VERIFICATION_ID,
): OtherApplication {
  return {
    verificationId,
    supervisorContacts: entries.map((changes) => contactHashes(employmentEntry(changes), UK)),
    documentHashes: [],
  };
}

const ours = () =>
  applicationWith([employmentEntry({ company: 'Acme Robotics Inc.', supervisorPhone: '(650) 253-0000' })]);

describe('contactHashes', () => {
  it('hashes the normalised company, the E.164 phone and the lower-cased email', () => {
    const hashes = contactHashes(
      {
        company: 'The ACME Robotics Corp.',
        supervisorPhone: '(650) 253-0000',
        supervisorEmail: ' D.Okafor@AcmeRobotics.com ',
      },
      US,
    );
    expect(hashes).toEqual({
      companyHash: sha256('acme robotics'),
      phoneHash: sha256('+16502530000'),
      emailHash: sha256('d.okafor@acmerobotics.com'),
    });
    expect(hashes.companyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives one number written two ways by candidates in two countries the same hash', () => {
    const local = contactHashes(employmentEntry({ supervisorPhone: '650-253-0000' }), US);
    const abroad = contactHashes(employmentEntry({ supervisorPhone: '+1 650 253 0000' }), UK);
    expect(local.phoneHash).toBe(abroad.phoneHash);
  });

  it('leaves out what cannot be read', () => {
    const hashes = contactHashes(employmentEntry({ supervisorPhone: '650 253 0000', supervisorEmail: '' }), {
      currentAddress: { country: 'Atlantis' },
    });
    expect(hashes.phoneHash).toBeNull();
    expect(hashes.emailHash).toBeNull();
  });
});

describe('employment.shared-contacts', () => {
  it('finds nothing without other applications, and nothing in a clean application', async () => {
    expect(await runCheck(sharedContactsCheck, cleanApplication())).toEqual([]);
    const unrelated = other([
      { company: 'Gamma Foods', supervisorPhone: '+44 20 7219 3000', supervisorEmail: 'x@gammafoods.co.uk' },
    ]);
    expect(await runCheck(sharedContactsCheck, cleanApplication(), [unrelated])).toEqual([]);
  });

  it('flags a supervisor phone another candidate gives for a different employer', async () => {
    const findings = await runCheck(sharedContactsCheck, ours(), [
      other([
        {
          company: 'Beta Logistics',
          supervisorPhone: '+1 650 253 0000',
          supervisorEmail: 'ops@betalogistics.com',
        },
      ]),
    ]);
    expect(findings).toHaveLength(1);
    const [found] = findings;
    expect(found).toMatchObject({
      code: 'CONTACT_SHARED_ACROSS_CANDIDATES',
      status: 'risk_signal',
      severity: 'high',
      confidence: 0.95,
      subject: { section: 'employment', index: 0, field: 'supervisorPhone' },
      message:
        "The supervisor phone number given for Acme Robotics Inc. (entry 1) also appears in another candidate's application for a different employer.",
    });
    expect(found?.evidence).toEqual([
      { kind: 'field', source: 'employment[0].supervisorPhone', value: '(650) 253-0000' },
      { kind: 'field', source: 'employment[0].company', value: 'Acme Robotics Inc.' },
      expect.objectContaining({
        kind: 'application',
        source: `verification ${OTHER_VERIFICATION_ID}`,
        value: 'the same supervisor phone number',
        verificationId: OTHER_VERIFICATION_ID,
      }),
    ]);
  });

  it("never shows the other candidate's data", async () => {
    const findings = await runCheck(sharedContactsCheck, ours(), [
      other([
        {
          company: 'Beta Logistics',
          supervisorName: 'Zed Unique',
          supervisorEmail: 'd.okafor@acmerobotics.com',
        },
      ]),
    ]);
    expect(findings).toHaveLength(1);
    const text = JSON.stringify(findings);
    expect(text).not.toContain('Beta');
    expect(text).not.toContain('Zed');
    expect(findings[0]?.message).toContain('phone number and email address');
  });

  it('flags a shared email alone', async () => {
    const findings = await runCheck(sharedContactsCheck, ours(), [
      other([
        {
          company: 'Beta Logistics',
          supervisorPhone: '+44 20 7219 3000',
          supervisorEmail: 'D.OKAFOR@acmerobotics.com',
        },
      ]),
    ]);
    expect(findings.map((item) => [item.subject.field, item.evidence.at(-1)?.value])).toEqual([
      ['supervisorEmail', 'the same supervisor email address'],
    ]);
  });

  it('does not flag two candidates from one company naming the same manager', async () => {
    const colleague = other([{ company: 'ACME Robotics', supervisorPhone: '+1 650 253 0000' }]);
    expect(await runCheck(sharedContactsCheck, ours(), [colleague])).toEqual([]);
  });

  it('reports each other application once, and ignores the application itself', async () => {
    const findings = await runCheck(sharedContactsCheck, ours(), [
      other([
        { company: 'Beta Logistics', supervisorPhone: '+1 650 253 0000', supervisorEmail: 'a@beta.com' },
        { company: 'Gamma Foods', supervisorPhone: '+1 650 253 0000', supervisorEmail: 'b@gamma.com' },
      ]),
      other([{ company: 'Delta Air', supervisorPhone: '+1 650 253 0000' }], VERIFICATION_ID),
    ]);
    expect(findings).toHaveLength(1);
  });

  it('does not match contacts that could not be read', async () => {
    const application = ours();
    application.personalInfo.currentAddress.country = 'Atlantis';
    const unreadable: OtherApplication = {
      verificationId: OTHER_VERIFICATION_ID,
      supervisorContacts: [{ companyHash: sha256('beta'), phoneHash: null, emailHash: null }],
      documentHashes: [],
    };
    expect(await runCheck(sharedContactsCheck, application, [unreadable])).toEqual([]);
  });
});
