import { describe, expect, it } from 'vitest';
import { supervisorIdentityCheck } from './supervisor-identity.js';
import { applicationWith, cleanApplication, employmentEntry, runCheck } from './test-helpers.js';

const run = (...entries: Parameters<typeof employmentEntry>[0][]) =>
  runCheck(supervisorIdentityCheck, applicationWith(entries.map((changes) => employmentEntry(changes))));

const codes = (findings: { code: string }[]) => findings.map((item) => item.code);

describe('employment.supervisor-identity: SUPERVISOR_IS_CANDIDATE', () => {
  it('finds nothing in a clean application (same manager for two roles at one company included)', async () => {
    expect(await runCheck(supervisorIdentityCheck, cleanApplication())).toEqual([]);
  });

  it("flags the candidate's own phone written another way, with the candidate's phone masked", async () => {
    // The candidate's phone is "+1 202 555 0143"; their country (United States) reads this one.
    const findings = await run(
      {},
      {
        company: 'Beta Logistics',
        supervisorPhone: '(202) 555-0143',
        supervisorEmail: 'ops@betalogistics.com',
      },
    );
    expect(findings).toHaveLength(1);
    const [found] = findings;
    expect(found).toMatchObject({
      code: 'SUPERVISOR_IS_CANDIDATE',
      status: 'risk_signal',
      severity: 'high',
      confidence: 0.95,
      subject: { section: 'employment', index: 1 },
      message: "The supervisor given for Beta Logistics (entry 2) has the candidate's own phone number.",
    });
    expect(found?.evidence).toEqual([
      { kind: 'field', source: 'employment[1].supervisorPhone', value: '(202) 555-0143' },
      expect.objectContaining({ kind: 'field', source: 'personalInfo.phone', value: '•••• 0143' }),
    ]);
  });

  it("flags the candidate's own email, ignoring case", async () => {
    const findings = await run({ supervisorEmail: ' Priya.Raman@GMAIL.com ' });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'SUPERVISOR_IS_CANDIDATE', confidence: 0.95 });
    expect(findings[0]?.message).toBe(
      "The supervisor given for Acme Robotics Inc. (entry 1) has the candidate's own email address.",
    );
    expect(findings[0]?.evidence.map((item) => item.source)).toEqual([
      'employment[0].supervisorEmail',
      'personalInfo.email',
    ]);
  });

  it("flags the candidate's name in another order (an identical name counts 0.95: namesakes exist)", async () => {
    const findings = await run({ supervisorName: 'Dr. Raman Priya' });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      code: 'SUPERVISOR_IS_CANDIDATE',
      severity: 'high',
      confidence: 0.95,
    });
    expect(findings[0]?.message).toContain("the candidate's name");
    expect(findings[0]?.evidence).toEqual([
      {
        kind: 'field',
        source: 'employment[0].supervisorName',
        value: 'Dr. Raman Priya',
        detail: 'name similarity 1.00',
      },
      { kind: 'field', source: 'personalInfo.firstName personalInfo.lastName', value: 'Priya Raman' },
    ]);
  });

  it('flags a previous name, keeping the previous name masked in the evidence', async () => {
    const findings = await run({ supervisorName: 'Priya Krishnan' });
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain("one of the candidate's previous names");
    const candidateSide = findings[0]?.evidence[1];
    expect(candidateSide).toMatchObject({ source: 'personalInfo.previousNames[0]', value: '•••' });
  });

  it('uses the similarity for a transliterated name', async () => {
    const application = cleanApplication();
    application.personalInfo.firstName = 'Aleksandr';
    application.personalInfo.lastName = 'Petrov';
    const findings = await runCheck(
      supervisorIdentityCheck,
      applicationWith([employmentEntry({ supervisorName: 'Alexander Petrov' })], application),
    );
    expect(codes(findings)).toEqual(['SUPERVISOR_IS_CANDIDATE']);
    expect(findings[0]?.confidence).toBeGreaterThan(0.9);
    expect(findings[0]?.confidence).toBeLessThan(0.95);
  });

  it('says every way the supervisor is the candidate in one finding', async () => {
    const findings = await run({
      supervisorName: 'Priya Raman',
      supervisorPhone: '+12025550143',
      supervisorEmail: 'priya.raman@gmail.com',
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toBe(
      "The supervisor given for Acme Robotics Inc. (entry 1) has the candidate's own phone number, the candidate's own email address and the candidate's name.",
    );
    expect(findings[0]?.confidence).toBe(0.95);
  });

  it('does not flag a relative or a namesake with another first name', async () => {
    expect(await run({ supervisorName: 'Anand Raman' }, { supervisorName: 'Priyanka Raman' })).toEqual([]);
  });
});

describe('employment.supervisor-identity: SUPERVISOR_CONTACT_REUSED', () => {
  it('flags one supervisor phone given for two different employers', async () => {
    const findings = await run(
      { company: 'Acme Robotics Inc.', supervisorPhone: '+1 650 253 0000' },
      {
        company: 'Beta Logistics LLC',
        supervisorPhone: '650-253-0000',
        supervisorEmail: 'ops@betalogistics.com',
      },
    );
    expect(findings).toHaveLength(1);
    const [found] = findings;
    expect(found).toMatchObject({
      code: 'SUPERVISOR_CONTACT_REUSED',
      status: 'risk_signal',
      severity: 'high',
      confidence: 0.95,
      subject: { section: 'employment', index: 1, field: 'supervisorPhone' },
      message:
        'The supervisor phone number given for Beta Logistics LLC (entry 2) is also given for Acme Robotics Inc. (entry 1), a different employer.',
    });
    expect(found?.evidence.map((item) => [item.source, item.value])).toEqual([
      ['employment[1].supervisorPhone', '650-253-0000'],
      ['employment[0].supervisorPhone', '+1 650 253 0000'],
      ['employment[1].company', 'Beta Logistics LLC'],
      ['employment[0].company', 'Acme Robotics Inc.'],
    ]);
  });

  it('flags one supervisor email given for two different employers', async () => {
    const findings = await run(
      {
        company: 'Acme Robotics',
        supervisorPhone: '+1 914 499 1900',
        supervisorEmail: 'ref@acmerobotics.com',
      },
      {
        company: 'Beta Logistics',
        supervisorPhone: '+1 650 253 0000',
        supervisorEmail: 'REF@acmerobotics.com',
      },
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      code: 'SUPERVISOR_CONTACT_REUSED',
      subject: { index: 1, field: 'supervisorEmail' },
    });
    expect(findings[0]?.message).toContain('supervisor email address given for Beta Logistics (entry 2)');
  });

  it('reports each later entry once, against the first earlier employer with that contact', async () => {
    const findings = await run(
      { company: 'Acme Robotics' },
      { company: 'Acme Robotics Inc.' },
      { company: 'Beta Logistics', supervisorEmail: 'd.okafor@acmerobotics.com' },
      { company: 'Gamma Foods', supervisorPhone: '+1 202 685 1000', supervisorEmail: 'x@gammafoods.com' },
    );
    expect(findings.map((item) => [item.subject.index, item.message])).toEqual([
      [
        2,
        'The supervisor phone number and email address given for Beta Logistics (entry 3) are also given for Acme Robotics (entry 1), a different employer.',
      ],
    ]);
  });

  it('does not flag the same manager for two roles at the same company', async () => {
    expect(
      await run(
        { company: 'Acme Robotics Inc.', position: 'Analyst' },
        { company: 'ACME Robotics', position: 'Manager', supervisorEmail: 'D.Okafor@AcmeRobotics.com' },
      ),
    ).toEqual([]);
  });

  it('does not compare numbers too short to tell apart', async () => {
    expect(
      await run(
        { company: 'Acme', supervisorPhone: '123' },
        { company: 'Beta', supervisorPhone: '123', supervisorEmail: 'b@beta.com' },
      ),
    ).toEqual([]);
  });
});
