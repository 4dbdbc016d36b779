import { createRequire } from 'node:module';
import { findingDraftSchema, FINDING_CODES } from '@candor/contracts';
import { describe, expect, it } from 'vitest';
import { contactChecks } from './index.js';
import { SOURCE_PACKAGES, SOURCES } from './sources.js';
import { applicationWith, cleanApplication, contextFor, employmentEntry, serious } from './test-helpers.js';

async function runAll(application = cleanApplication()) {
  const context = contextFor(application);
  const results = await Promise.all(
    contactChecks.map(async (check) =>
      (await check.run(context)).map((item) => ({ ...item, checkType: check.type })),
    ),
  );
  return results.flat();
}

describe('contact checks', () => {
  it('are the four checks, each producing only its declared codes from the closed list', () => {
    expect(contactChecks.map((check) => check.id)).toEqual([
      'employment.supervisor-email',
      'employment.supervisor-identity',
      'phone.supervisor',
      'employment.shared-contacts',
    ]);
    for (const check of contactChecks) {
      for (const code of check.codes) expect(FINDING_CODES).toContain(code);
    }
  });

  it('find nothing of medium or high severity in a clean, realistic application', async () => {
    const findings = await runAll();
    expect(serious(findings)).toEqual([]);
    for (const item of findings) expect(findingDraftSchema.parse(item)).toEqual(item);
  });

  it('produce valid findings with sourced evidence for a planted application', async () => {
    const planted = applicationWith([
      employmentEntry({
        company: 'Acme Corp',
        supervisorEmail: 'boss@gmail.com',
        supervisorPhone: '+44 56 1234 5678',
      }),
      employmentEntry({
        company: 'Beta LLC',
        supervisorEmail: 'boss@gmail.com',
        supervisorPhone: '(202) 555-0142',
      }),
      employmentEntry({
        company: 'Gamma Inc',
        supervisorName: 'Priya Raman',
        supervisorEmail: 'x@quickrefs.net',
      }),
    ]);
    const findings = await runAll(planted);
    const byCheck = new Map(contactChecks.map((check) => [check.id, check]));
    expect(new Set(findings.map((item) => item.code))).toEqual(
      new Set([
        'SUPERVISOR_EMAIL_FREEMAIL',
        'SUPERVISOR_EMAIL_DOMAIN_MISMATCH',
        'SUPERVISOR_IS_CANDIDATE',
        'SUPERVISOR_CONTACT_REUSED',
        'SUPERVISOR_PHONE_INVALID',
        'SUPERVISOR_PHONE_LINE_TYPE',
        'SUPERVISOR_PHONE_REGION_MISMATCH',
      ]),
    );
    for (const item of findings) {
      expect(findingDraftSchema.parse(item)).toEqual(item);
      expect(item.evidence.length).toBeGreaterThan(0);
      expect(item.message.trim().split(/(?<=\.)\s+(?=[A-Z])/)).toHaveLength(1);
      expect(item.message).not.toMatch(/\bverified\b/i);
    }
    expect(byCheck.size).toBe(4);
  });

  it('name the versions of the installed reference packages', () => {
    const require = createRequire(import.meta.url);
    for (const [name, version] of Object.entries(SOURCE_PACKAGES)) {
      const manifest = require(`${name}/package.json`) as { version: string };
      expect(manifest.version, name).toBe(version);
    }
    expect(SOURCES.phoneMetadata).toBe(
      `libphonenumber-js@${SOURCE_PACKAGES['libphonenumber-js']} max metadata`,
    );
    expect(SOURCES.freemail).toBe(`freemail@${SOURCE_PACKAGES.freemail}`);
    expect(SOURCES.publicSuffixes).toBe(`tldts@${SOURCE_PACKAGES.tldts}`);
    expect(SOURCES.countries).toBe(`i18n-iso-countries@${SOURCE_PACKAGES['i18n-iso-countries']}`);
  });
});
