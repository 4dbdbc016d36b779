import { describe, expect, it } from 'vitest';
import { maskPersonalData, maskPersonalValue, restoreMaskedValues } from './personal-data.js';

describe('personal data masks', () => {
  it('keeps only what a reviewer needs without view_pii', () => {
    expect(maskPersonalValue('last-four', '+1 (217) 555-4821')).toBe('•••• 4821');
    expect(maskPersonalValue('last-four', '123')).toBe('•••');
    expect(maskPersonalValue('ssn', '123-45-6789')).toBe('***-**-6789');
    expect(maskPersonalValue('date', '1990-12-10')).toBe('****-**-**');
    expect(maskPersonalValue('hidden', '742 Evergreen Terrace')).toBe('•••');
  });

  it('masks a copy, leaving empty values and the original alone', () => {
    const draft = {
      personalInfo: {
        firstName: 'Ada',
        phone: '+44 20 7946 0000',
        currentAddress: { address1: '12 St James Square', address2: '', city: 'London', zip: 'SW1Y 4JH' },
        previousNames: [{ firstName: 'Augusta', lastName: 'Byron' }],
      },
    };
    const masked = maskPersonalData(draft);
    expect(masked.personalInfo).toMatchObject({
      firstName: 'Ada',
      phone: '•••• 0000',
      currentAddress: { address1: '•••', address2: '', city: 'London', zip: '•••' },
      previousNames: [{ firstName: '•••', lastName: '•••' }],
    });
    expect(draft.personalInfo.phone).toBe('+44 20 7946 0000');
  });

  it('puts stored values back for masks sent unchanged, and names masks that match nothing', () => {
    const stored = {
      personalInfo: {
        phone: '+44 20 7946 0000',
        previousNames: [{ firstName: 'Augusta', lastName: 'Byron' }],
      },
    };
    const incoming = structuredClone(maskPersonalData(stored)) as Record<string, unknown>;
    expect(restoreMaskedValues(incoming, stored)).toEqual([]);
    expect(incoming).toEqual(stored);

    const moved = {
      personalInfo: {
        phone: '•••• 1111',
        previousNames: [
          { firstName: 'Ada', lastName: 'King' },
          { firstName: '•••', lastName: '•••' },
        ],
      },
    };
    expect(restoreMaskedValues(moved, stored).sort()).toEqual([
      'personalInfo.phone',
      'personalInfo.previousNames.1.firstName',
      'personalInfo.previousNames.1.lastName',
    ]);
  });
});
