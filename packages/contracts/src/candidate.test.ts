import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  candidateFormDataSchema,
  candidateFormDraftSchema,
  candidateStep1Schema,
  candidateStep2Schema,
  candidateStep3Schema,
  candidateStepSchemas,
  educationEntrySchema,
  employmentEntrySchema,
  personalInfoSchema,
  saveCandidateDraftBodySchema,
  supervisorPhones,
} from './candidate.js';

type Issue = { path: string; message: string };
function issues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const address = {
  address1: '1 Main St',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  country: 'US',
  zip: '62701',
};
const personalInfo = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  currentAddress: address,
  previousAddresses: [],
  previousNames: [],
};
const education = {
  institution: 'State University',
  address: '100 College Ave',
  degree: 'BSc Mathematics',
  graduationDate: '2012-06-01',
};
const employment = {
  company: 'Acme',
  position: 'Analyst',
  startDate: '2013-01-01',
  endDate: '',
  supervisorName: 'Grace Hopper',
  supervisorPhone: '+1 555 0199',
  supervisorEmail: 'grace@acme.com',
};

describe('step 1: personal information', () => {
  it('accepts a complete entry', () => {
    expect(issues(candidateStep1Schema, { personalInfo })).toEqual([]);
  });

  it('gives the documented message under each empty required field', () => {
    const blank = {
      firstName: ' ',
      lastName: '',
      dateOfBirth: '',
      email: '  ',
      phone: '',
      currentAddress: { address1: ' ', address2: '', city: '', state: '', country: '', zip: ' ' },
    };
    expect(issues(personalInfoSchema, blank)).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'dateOfBirth', message: 'Date of birth is required' },
      { path: 'email', message: 'Email is required' },
      { path: 'phone', message: 'Phone number is required' },
      { path: 'currentAddress.address1', message: 'Address is required' },
      { path: 'currentAddress.city', message: 'City is required' },
      { path: 'currentAddress.state', message: 'State is required' },
      { path: 'currentAddress.country', message: 'Country is required' },
      { path: 'currentAddress.zip', message: 'ZIP code is required' },
    ]);
  });

  it('gives the same messages when the fields are missing altogether', () => {
    expect(issues(personalInfoSchema, { currentAddress: {} }).map((i) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Date of birth is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'City is required',
      'State is required',
      'Country is required',
      'ZIP code is required',
    ]);
  });

  it('says Email is invalid when the pattern fails', () => {
    expect(issues(personalInfoSchema, { ...personalInfo, email: 'ada@example' })).toEqual([
      { path: 'email', message: 'Email is invalid' },
    ]);
  });

  it('trims every text value', () => {
    const parsed = personalInfoSchema.parse({
      ...personalInfo,
      firstName: '  Ada ',
      email: ' ada@example.com ',
      currentAddress: { ...address, city: ' Springfield  ' },
    });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.currentAddress.city).toBe('Springfield');
  });

  it('address line 2 is optional', () => {
    const { address2: _unused, ...withoutLine2 } = address;
    expect(issues(addressSchema, withoutLine2)).toEqual([]);
  });

  it('allows at most 7 previous addresses', () => {
    expect(
      issues(personalInfoSchema, { ...personalInfo, previousAddresses: Array(7).fill(address) }),
    ).toEqual([]);
    expect(
      issues(personalInfoSchema, { ...personalInfo, previousAddresses: Array(8).fill(address) }),
    ).toEqual([{ path: 'previousAddresses', message: 'At most 7 previous addresses can be added' }]);
  });

  it('checks each previous address and previous name', () => {
    expect(
      issues(personalInfoSchema, {
        ...personalInfo,
        previousAddresses: [{ ...address, city: '' }],
        previousNames: [{ firstName: 'Augusta', lastName: ' ' }],
      }),
    ).toEqual([
      { path: 'previousAddresses.0.city', message: 'City is required' },
      { path: 'previousNames.0.lastName', message: 'Last name is required' },
    ]);
  });

  it('previous addresses and names default to empty lists', () => {
    const { previousAddresses: _a, previousNames: _n, ...rest } = personalInfo;
    const parsed = personalInfoSchema.parse(rest);
    expect(parsed.previousAddresses).toEqual([]);
    expect(parsed.previousNames).toEqual([]);
  });

  it('SSN is optional but must be 9 digits when given', () => {
    expect(issues(personalInfoSchema, { ...personalInfo, ssn: '' })).toEqual([]);
    expect(issues(personalInfoSchema, { ...personalInfo, ssn: '123-45-6789' })).toEqual([]);
    expect(issues(personalInfoSchema, { ...personalInfo, ssn: '12345' })).toEqual([
      { path: 'ssn', message: 'SSN must be 9 digits, e.g. 123-45-6789' },
    ]);
  });
});

describe('step 2: education', () => {
  it('requires at least one entry', () => {
    expect(issues(candidateStep2Schema, { education: [] })).toEqual([
      { path: 'education', message: 'At least one education entry is required' },
    ]);
    expect(issues(candidateStep2Schema, {})).toEqual([
      { path: 'education', message: 'At least one education entry is required' },
    ]);
    expect(issues(candidateStep2Schema, { education: [education] })).toEqual([]);
  });

  it('gives the documented message for each required field', () => {
    expect(
      issues(educationEntrySchema, { institution: ' ', address: '', degree: '', graduationDate: '' }),
    ).toEqual([
      { path: 'institution', message: 'Institution name is required' },
      { path: 'address', message: 'Institution address is required' },
      { path: 'degree', message: 'Degree/Program is required' },
      { path: 'graduationDate', message: 'Graduation date is required' },
    ]);
  });

  it('GPA and certificate are optional; a certificate must be an accepted type', () => {
    expect(
      issues(educationEntrySchema, { ...education, gpa: '3.8', certificate: { fileName: 'diploma.PDF' } }),
    ).toEqual([]);
    expect(issues(educationEntrySchema, { ...education, certificate: { fileName: 'diploma.exe' } })).toEqual([
      { path: 'certificate.fileName', message: 'File must be a PDF, JPG, JPEG, PNG, DOC or DOCX file' },
    ]);
  });
});

describe('step 3: employment', () => {
  it('requires at least one entry', () => {
    expect(issues(candidateStep3Schema, { employment: [] })).toEqual([
      { path: 'employment', message: 'At least one employment entry is required' },
    ]);
    expect(issues(candidateStep3Schema, { employment: [employment] })).toEqual([]);
  });

  it('gives the documented message for each required field', () => {
    expect(
      issues(employmentEntrySchema, {
        company: '',
        position: ' ',
        startDate: '',
        supervisorName: '',
        supervisorPhone: '',
        supervisorEmail: '',
      }),
    ).toEqual([
      { path: 'company', message: 'Company name is required' },
      { path: 'position', message: 'Position/Title is required' },
      { path: 'startDate', message: 'Start date is required' },
      { path: 'supervisorName', message: 'Supervisor name is required' },
      { path: 'supervisorPhone', message: 'Supervisor phone is required' },
      { path: 'supervisorEmail', message: 'Supervisor email is required' },
    ]);
  });

  it('says Supervisor email is invalid when the pattern fails', () => {
    expect(issues(employmentEntrySchema, { ...employment, supervisorEmail: 'grace at acme' })).toEqual([
      { path: 'supervisorEmail', message: 'Supervisor email is invalid' },
    ]);
  });

  it('end date is optional but not before the start date', () => {
    const { endDate: _e, ...current } = employment;
    expect(issues(employmentEntrySchema, current)).toEqual([]);
    expect(issues(employmentEntrySchema, { ...employment, endDate: '2015-03-31' })).toEqual([]);
    expect(issues(employmentEntrySchema, { ...employment, endDate: '2012-12-31' })).toEqual([
      { path: 'endDate', message: 'End date cannot be before start date' },
    ]);
  });

  it('reports the date order together with other problems', () => {
    expect(issues(employmentEntrySchema, { ...employment, company: '', endDate: '2012-12-31' })).toEqual([
      { path: 'company', message: 'Company name is required' },
      { path: 'endDate', message: 'End date cannot be before start date' },
    ]);
  });
});

describe('whole form and steps', () => {
  it('validates all three steps together', () => {
    expect(
      issues(candidateFormDataSchema, { personalInfo, education: [education], employment: [employment] }),
    ).toEqual([]);
    expect(
      issues(candidateFormDataSchema, { personalInfo, education: [], employment: [] }).map((i) => i.message),
    ).toEqual(['At least one education entry is required', 'At least one employment entry is required']);
  });

  it('has a schema for steps 1 to 3 only', () => {
    expect(Object.keys(candidateStepSchemas)).toEqual(['1', '2', '3']);
  });
});

describe('draft', () => {
  it('accepts an empty or half-filled form', () => {
    expect(issues(candidateFormDraftSchema, {})).toEqual([]);
    expect(
      issues(candidateFormDraftSchema, {
        personalInfo: { firstName: 'Ada', email: 'not yet' },
        education: [{ institution: '' }],
        employment: [{}],
      }),
    ).toEqual([]);
  });

  it('still limits previous addresses and step numbers', () => {
    expect(
      issues(candidateFormDraftSchema, { personalInfo: { previousAddresses: Array(8).fill({}) } }).map(
        (i) => i.message,
      ),
    ).toEqual(['At most 7 previous addresses can be added']);
    expect(issues(saveCandidateDraftBodySchema, { formData: {}, currentStep: 6 })).toEqual([
      { path: 'currentStep', message: 'Step must be between 1 and 5' },
    ]);
  });
});

describe('supervisorPhones', () => {
  it('lists non-blank supervisor phones', () => {
    expect(supervisorPhones([{ supervisorPhone: ' 555 ' }, { supervisorPhone: '' }, {}])).toEqual(['555']);
    expect(supervisorPhones([])).toEqual([]);
  });
});
