import type { CandidateFormData } from '@candor/contracts';
import { describe, expect, it } from 'vitest';
import { timelineChecks } from './index.js';
import { cleanApplication, contextFor, serious } from './test-helpers.js';

describe('timelineChecks', () => {
  it('lists the four checks, each with its own id', () => {
    expect(timelineChecks.map((check) => check.id)).toEqual([
      'identity.dates',
      'identity.postcode',
      'education.dates',
      'employment.timeline',
    ]);
  });

  it('finds nothing that needs attention in a realistic clean application', async () => {
    for (const check of timelineChecks) {
      expect(serious(await check.run(contextFor(cleanApplication())))).toEqual([]);
    }
  });

  it('produces only the codes each check declares, with evidence and a sentence', async () => {
    const application = cleanApplication();
    const planted: CandidateFormData = {
      personalInfo: {
        ...application.personalInfo,
        dateOfBirth: '2027-01-01',
        currentAddress: { ...application.personalInfo.currentAddress, state: 'TX' },
      },
      education: [{ ...application.education[0]!, degree: 'PhD', graduationDate: '2030-01-01' }],
      employment: application.employment.map((entry) => ({ ...entry, endDate: '' })),
    };
    for (const check of timelineChecks) {
      const findings = await check.run(contextFor(planted));
      expect(findings.length).toBeGreaterThan(0);
      for (const item of findings) {
        expect(check.codes).toContain(item.code);
        expect(item.evidence.length).toBeGreaterThan(0);
        expect(item.message).toMatch(/^[A-Z].*\.$/);
        expect(item.message).not.toMatch(/verified/i);
      }
    }
  });

  it('never throws on an empty application', async () => {
    for (const check of timelineChecks) {
      expect(await check.run(contextFor({} as CandidateFormData))).toEqual([]);
    }
  });
});
