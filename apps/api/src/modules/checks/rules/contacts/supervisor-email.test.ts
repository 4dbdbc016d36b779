import { describe, expect, it } from 'vitest';
import { domainRelatesToCompany, normaliseCompany, sameCompany } from './company.js';
import { supervisorEmailCheck } from './supervisor-email.js';
import { applicationWith, cleanApplication, employmentEntry, runCheck } from './test-helpers.js';

const run = (changes: Parameters<typeof employmentEntry>[0]) =>
  runCheck(supervisorEmailCheck, applicationWith([employmentEntry(), employmentEntry(changes)]));

describe('employment.supervisor-email', () => {
  it('finds nothing in a clean application (company addresses on related domains)', async () => {
    expect(await runCheck(supervisorEmailCheck, cleanApplication())).toEqual([]);
  });

  it('flags a free email service with the domain, the company and the list as evidence', async () => {
    const findings = await run({ company: 'Acme Corp', supervisorEmail: 'acme.boss@gmail.com' });
    expect(findings).toHaveLength(1);
    const [found] = findings;
    expect(found).toMatchObject({
      code: 'SUPERVISOR_EMAIL_FREEMAIL',
      status: 'risk_signal',
      severity: 'medium',
      confidence: 0.95,
      subject: { section: 'employment', index: 1, field: 'supervisorEmail' },
      message:
        'The supervisor for Acme Corp (entry 2) has a gmail.com address, a free email service anyone can create.',
    });
    expect(found?.evidence).toEqual([
      {
        kind: 'field',
        source: 'employment[1].supervisorEmail',
        value: 'gmail.com',
        detail: 'the domain of the address',
      },
      { kind: 'field', source: 'employment[1].company', value: 'Acme Corp' },
      {
        kind: 'reference',
        source: 'freemail@1.7.0',
        value: 'gmail.com',
        detail: 'listed as a free email domain',
      },
    ]);
  });

  it('flags a disposable email service as high (and not also as free mail)', async () => {
    const findings = await run({ supervisorEmail: 'manager@mailinator.com' });
    expect(findings.map((item) => [item.code, item.status, item.severity, item.confidence])).toEqual([
      ['SUPERVISOR_EMAIL_DISPOSABLE', 'risk_signal', 'high', 0.95],
    ]);
    expect(findings[0]?.evidence).toContainEqual(
      expect.objectContaining({ kind: 'reference', source: 'freemail@1.7.0', value: 'mailinator.com' }),
    );
  });

  it('flags a company domain unrelated to the company name as a heuristic', async () => {
    const findings = await run({ company: 'Acme Robotics Inc.', supervisorEmail: 'hr@mail.quickrefs.net' });
    expect(findings).toHaveLength(1);
    const [found] = findings;
    expect(found).toMatchObject({
      code: 'SUPERVISOR_EMAIL_DOMAIN_MISMATCH',
      status: 'risk_signal',
      severity: 'medium',
      confidence: 0.6,
      subject: { section: 'employment', index: 1, field: 'supervisorEmail' },
    });
    expect(found?.message).toContain('quickrefs.net');
    expect(found?.message).toContain('a name comparison only');
    expect(found?.evidence).toEqual([
      {
        kind: 'field',
        source: 'employment[1].supervisorEmail',
        value: 'mail.quickrefs.net',
        detail: 'the domain of the address',
      },
      { kind: 'field', source: 'employment[1].company', value: 'Acme Robotics Inc.' },
      expect.objectContaining({ kind: 'reference', source: 'freemail@1.7.0', value: 'mail.quickrefs.net' }),
      expect.objectContaining({ kind: 'reference', source: 'tldts@7.5.5', value: 'quickrefs' }),
    ]);
  });

  it('never puts the whole address in the evidence or the message', async () => {
    const findings = [
      ...(await run({ supervisorEmail: 'acme.boss@gmail.com' })),
      ...(await run({ supervisorEmail: 'manager@mailinator.com' })),
      ...(await run({ supervisorEmail: 'hr@quickrefs.net' })),
    ];
    expect(findings).toHaveLength(3);
    for (const item of findings) {
      expect(item.message).not.toContain('@');
      for (const evidence of item.evidence) expect(evidence.value).not.toContain('@');
    }
  });

  it.each([
    ['International Business Machines', 'jane@ibm.com'],
    ['US Navy', 'j.smith@navy.mil'],
    ['United States Navy', 'j.smith@us.navy.mil'],
    ['Acme Robotics Inc.', 'boss@acmerobotics.com'],
    ['The Acme Corporation', 'boss@acme-widgets.co.uk'],
    ['Procter & Gamble', 'boss@pg.com'],
    ['Ernst & Young LLP', 'boss@ey.com'],
    ['AT&T', 'boss@att.com'],
    ['3M', 'boss@3m.com'],
    ['Müller GmbH', 'boss@mueller.de'],
    ['Müller GmbH', 'boss@muller.de'],
    ['University of Oxford', 'boss@ox.ac.uk'],
    ['Stanford University', 'boss@cs.stanford.edu'],
    ['Bank of America', 'boss@bankofamerica.com'],
    ['The Coca-Cola Company', 'boss@coca-cola.com'],
  ])('does not flag %s with %s', async (company, supervisorEmail) => {
    expect(await run({ company, supervisorEmail })).toEqual([]);
  });

  it('does not compare a blank company name or an address without a registrable domain', async () => {
    expect(await run({ company: ' ', supervisorEmail: 'boss@quickrefs.net' })).toEqual([]);
    expect(await run({ supervisorEmail: 'boss@192.168.1.10' })).toEqual([]);
  });
});

describe('company names', () => {
  it('drops legal forms and punctuation', () => {
    expect(normaliseCompany('The ACME Corp.')).toBe('acme');
    expect(normaliseCompany('Acme Corporation, Inc.')).toBe('acme');
    expect(normaliseCompany('Société Générale S.A.')).toBe('societe generale');
    expect(normaliseCompany('U.S. Navy')).toBe('us navy');
  });

  it('treats a name and its longer form as one employer, two names as two', () => {
    expect(sameCompany('Acme Robotics Inc.', 'ACME Robotics')).toBe(true);
    expect(sameCompany('Acme', 'Acme UK Ltd')).toBe(true);
    expect(sameCompany('Acme Robotics', 'Beta Logistics')).toBe(false);
  });

  it('does not relate a generic word or a one-letter abbreviation alone', () => {
    expect(domainRelatesToCompany('globalsolutions', 'Acme Solutions')).toBe(false);
    expect(domainRelatesToCompany('a', 'Acme')).toBe(false);
    expect(domainRelatesToCompany('quickrefs', 'Acme Robotics')).toBe(false);
  });
});
