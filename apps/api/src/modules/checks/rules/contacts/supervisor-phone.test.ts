import { describe, expect, it } from 'vitest';
import { e164, parsePhone, resolveCountry, samePhone } from './phone.js';
import { supervisorPhoneCheck } from './supervisor-phone.js';
import { applicationWith, cleanApplication, employmentEntry, runCheck, serious } from './test-helpers.js';

const SOURCE = 'libphonenumber-js@1.12.31 max metadata';

async function runPhone(supervisorPhone: string, country = 'United States') {
  const application = applicationWith([employmentEntry({ company: 'Acme Corp', supervisorPhone })]);
  application.personalInfo.currentAddress.country = country;
  return runCheck(supervisorPhoneCheck, application);
}

const summary = (findings: { code: string; status: string; severity: string; confidence: number }[]) =>
  findings.map((item) => [item.code, item.status, item.severity, item.confidence]);

describe('phone.supervisor', () => {
  it('finds nothing of medium or high severity in a clean application', async () => {
    const findings = await runCheck(supervisorPhoneCheck, cleanApplication());
    expect(serious(findings)).toEqual([]);
    // Every clean number is a US geographic number: offline data cannot tell its line type.
    expect(summary(findings)).toEqual(
      Array(4).fill(['SUPERVISOR_PHONE_LINE_TYPE', 'unverifiable', 'info', 0.95]),
    );
    expect(findings[0]?.message).toBe(
      "Offline data cannot tell whether the supervisor's US or Canadian number for US Navy (entry 1) is a landline, a mobile or an internet (VoIP) line.",
    );
  });

  it('says nothing about a UK landline of a candidate living in the UK', async () => {
    expect(await runPhone('020 7219 3000', 'United Kingdom')).toEqual([]);
    expect(await runPhone('+44 20 7219 3000', 'UK')).toEqual([]);
  });

  it('flags a number no numbering plan allows', async () => {
    const findings = await runPhone('+1 555 555 0123');
    expect(summary(findings)).toEqual([['SUPERVISOR_PHONE_INVALID', 'discrepancy', 'high', 0.99]]);
    expect(findings[0]?.subject).toEqual({ section: 'employment', index: 0, field: 'supervisorPhone' });
    expect(findings[0]?.message).toBe(
      'The supervisor phone number given for Acme Corp (entry 1) is not a valid phone number for its country (+1).',
    );
    expect(findings[0]?.evidence).toEqual([
      { kind: 'field', source: 'employment[0].supervisorPhone', value: '+1 555 555 0123' },
      expect.objectContaining({ kind: 'reference', source: SOURCE, value: 'not a valid number' }),
    ]);
  });

  it('flags a number too short for its country and text that is no number', async () => {
    expect(summary(await runPhone('555-0123'))).toEqual([
      ['SUPERVISOR_PHONE_INVALID', 'discrepancy', 'high', 0.99],
    ]);
    const text = await runPhone('ask at reception');
    expect(summary(text)).toEqual([['SUPERVISOR_PHONE_INVALID', 'discrepancy', 'high', 0.99]]);
    expect(text[0]?.message).toContain('is not a phone number');
  });

  it.each(['(202) 555-0142', '+1 416 555 0199', '+1 212 555 0100'])(
    'flags %s in the NANP fictional range',
    async (phone) => {
      const findings = await runPhone(phone);
      expect(summary(findings)).toEqual([['SUPERVISOR_PHONE_INVALID', 'discrepancy', 'high', 0.99]]);
      expect(findings[0]?.message).toContain(
        'reserved for fictional use (555-0100 to 555-0199 in any area code)',
      );
      expect(findings[0]?.evidence[1]).toMatchObject({
        kind: 'reference',
        source: 'fictional-phone-ranges.json (nanp-555-01xx, checked 2026-11-25)',
      });
    },
  );

  it('does not treat other 555 numbers as fictional', async () => {
    expect(serious(await runPhone('+1 202 555 1234'))).toEqual([]);
    expect(serious(await runPhone('+1 202 555 0200'))).toEqual([]);
  });

  it('reads the line type from the metadata', async () => {
    const cases: [string, string, string, string][] = [
      ['+44 56 1234 5678', 'VOIP', 'risk_signal', 'medium'],
      ['+44 70 1234 5678', 'PERSONAL_NUMBER', 'risk_signal', 'high'],
      ['+1 900 555 1234', 'PREMIUM_RATE', 'risk_signal', 'high'],
      ['+1 800 555 1212', 'TOLL_FREE', 'consistent', 'info'],
      ['+44 7400 123456', 'MOBILE', 'consistent', 'info'],
    ];
    for (const [phone, type, status, severity] of cases) {
      const country = phone.startsWith('+44') ? 'United Kingdom' : 'United States';
      const findings = await runPhone(phone, country);
      expect(summary(findings), phone).toEqual([['SUPERVISOR_PHONE_LINE_TYPE', status, severity, 0.95]]);
      expect(findings[0]?.evidence[1], phone).toMatchObject({
        kind: 'reference',
        source: SOURCE,
        value: type,
      });
    }
  });

  it('explains a VoIP number in one sentence', async () => {
    const [found] = await runPhone('+44 56 1234 5678', 'United Kingdom');
    expect(found?.message).toBe(
      'The supervisor phone number given for Acme Corp (entry 1) is an internet (VoIP) number, a kind of line anyone can rent online.',
    );
  });

  it("flags a number from another country than the candidate's, naming the proxy", async () => {
    const findings = await runPhone('+44 20 7219 3000');
    expect(summary(findings)).toEqual([['SUPERVISOR_PHONE_REGION_MISMATCH', 'consistent', 'low', 0.7]]);
    expect(findings[0]?.message).toBe(
      "The supervisor phone number given for Acme Corp (entry 1) belongs to another country (United Kingdom) than the candidate's address (United States of America), which stands in for the employer's country because the form does not ask for it.",
    );
    expect(findings[0]?.evidence).toEqual([
      { kind: 'field', source: 'employment[0].supervisorPhone', value: '+44 20 7219 3000' },
      { kind: 'reference', source: SOURCE, value: 'GB', detail: 'the country of +442072193000' },
      expect.objectContaining({
        kind: 'field',
        source: 'personalInfo.currentAddress.country',
        value: 'United States',
      }),
    ]);
    expect(findings[0]?.evidence[2]?.detail).toContain("in place of the employer's country");
  });

  it('cannot check a number without a country code when the country is not recognised', async () => {
    const findings = await runPhone('202 456 1111', 'Atlantis');
    expect(summary(findings)).toEqual([['SUPERVISOR_PHONE_INVALID', 'unverifiable', 'info', 0.99]]);
    expect(findings[0]?.message).toContain('could not be checked');
    // With a country code it is checked as usual, and no region is compared.
    expect(summary(await runPhone('+1 202 456 1111', 'Atlantis'))).toEqual([
      ['SUPERVISOR_PHONE_LINE_TYPE', 'unverifiable', 'info', 0.95],
    ]);
  });
});

describe('phone numbers and countries', () => {
  it.each([
    ['United States', 'US'],
    ['USA', 'US'],
    ['us', 'US'],
    ['U.S.A.', 'US'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['England', 'GB'],
    ['Deutschland', 'DE'],
    ['Germany', 'DE'],
    ['DEU', 'DE'],
    [' Canada ', 'CA'],
  ])('resolves %s to %s', (text, code) => {
    expect(resolveCountry(text)).toBe(code);
  });

  it('resolves nothing for an unknown or blank country', () => {
    expect(resolveCountry('Atlantis')).toBeNull();
    expect(resolveCountry('')).toBeNull();
    expect(resolveCountry(undefined)).toBeNull();
  });

  it('reads numbers with and without a country code', () => {
    expect(e164('(202) 456-1111', 'US')).toBe('+12024561111');
    expect(e164('0044 20 7219 3000', null)).toBe('+442072193000');
    expect(e164('020 7219 3000', 'GB')).toBe('+442072193000');
    expect(e164('202 456 1111', null)).toBeNull();
    expect(parsePhone('202 456 1111', null)).toEqual({ kind: 'no-country' });
  });

  it('compares numbers as E.164, else by their digits', () => {
    expect(samePhone('+1 202 456 1111', '(202) 456-1111', 'US')).toBe(true);
    expect(samePhone('+1 202 456 1111', '(202) 456-1111', null)).toBe(true);
    expect(samePhone('+44 20 7219 3000', '020 7219 3000', null)).toBe(true);
    expect(samePhone('+1 202 456 1111', '+1 202 456 1112', 'US')).toBe(false);
    expect(samePhone('123', '123', 'US')).toBe(false);
  });
});
