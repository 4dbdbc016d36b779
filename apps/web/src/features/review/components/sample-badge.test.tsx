import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { VerificationRecord } from '@candor/contracts';
import { VerificationsList } from './verifications-list';

const record = (name: string, isSample: boolean): VerificationRecord => ({
  verificationId:
    name === 'Priya Raman' ? '00000000-0000-4000-8000-000000000001' : '00000000-0000-4000-8000-000000000002',
  verificationType: 'FULL',
  candidateName: name,
  candidateEmail: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  status: 'COMPLETED',
  formData: null,
  documents: [],
  aiVerificationResults: null,
  submittedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  isSample,
});

describe('the submissions list', () => {
  it('marks sample verifications with a "Sample" badge, and only those', () => {
    render(
      <MemoryRouter>
        <VerificationsList
          verifications={[record('Priya Raman', true), record('Real Person', false)]}
          onDetails={vi.fn()}
          busy={false}
          now={new Date('2026-11-02T00:00:00.000Z')}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Submissions' });
    const [, sample, real] = within(table).getAllByRole('row');
    expect(within(sample!).getByText('Sample')).toBeInTheDocument();
    expect(within(real!).queryByText('Sample')).toBeNull();
  });
});
