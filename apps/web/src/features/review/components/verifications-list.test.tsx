import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { VerificationRecord } from '@candor/contracts';
import { VerificationsList } from './verifications-list';

const now = new Date('2026-03-10T12:00:00.000Z');

function record(overrides: Partial<VerificationRecord>): VerificationRecord {
  return {
    verificationId: '3f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b',
    verificationType: 'FULL',
    candidateName: 'Priya Raman',
    candidateEmail: 'priya.raman@a-rather-long-company-domain.example',
    status: 'INVITED',
    formData: null,
    documents: [],
    aiVerificationResults: null,
    submittedAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    invitation: {
      expiresAt: '2026-03-15T09:00:00.000Z',
      revokedAt: null,
      lastSentAt: '2026-03-01T09:00:00.000Z',
      open: true,
    },
    ...overrides,
  };
}

function renderList(verifications: VerificationRecord[]) {
  const actions = { onDetails: vi.fn(), onResend: vi.fn(), onRevoke: vi.fn(), onRequestInfo: vi.fn() };
  render(
    <MemoryRouter>
      <VerificationsList verifications={verifications} busy={false} now={now} {...actions} />
    </MemoryRouter>,
  );
  return actions;
}

describe('VerificationsList', () => {
  it('links the name to the case page and keeps the address whole in a tooltip', () => {
    renderList([record({})]);
    const table = screen.getByRole('table', { name: 'Submissions' });
    expect(within(table).getByRole('link', { name: 'Priya Raman' })).toHaveAttribute(
      'href',
      '/verifications/3f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b',
    );
    const email = within(table).getByText('priya.raman@a-rather-long-company-domain.example');
    expect(email).toHaveAttribute('title', 'priya.raman@a-rather-long-company-domain.example');
    expect(email).toHaveClass('truncate');
    expect(within(table).getByText('Waiting for the candidate')).toBeInTheDocument();
  });

  it('badges a revoked or expired link and offers Resend as the way out', () => {
    const actions = renderList([
      record({
        verificationId: '00000000-0000-4000-8000-000000000001',
        candidateName: 'Rae Revoked',
        invitation: {
          expiresAt: '2026-03-15T09:00:00.000Z',
          revokedAt: now.toISOString(),
          lastSentAt: null,
          open: false,
        },
      }),
      record({
        verificationId: '00000000-0000-4000-8000-000000000002',
        candidateName: 'Olu Expired',
        invitation: { expiresAt: '2026-03-09T09:00:00.000Z', revokedAt: null, lastSentAt: null, open: false },
      }),
      record({
        verificationId: '00000000-0000-4000-8000-000000000003',
        candidateName: 'Sam Submitted',
        status: 'SUBMITTED',
        submittedAt: '2026-03-02T09:00:00.000Z',
      }),
    ]);
    const table = screen.getByRole('table', { name: 'Submissions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Link revoked')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Revoke the link/ })).toBeNull();
    within(rows[0]!).getByRole('button', { name: 'Resend the link to Rae Revoked' }).click();
    expect(actions.onResend).toHaveBeenCalledWith(expect.objectContaining({ candidateName: 'Rae Revoked' }));
    expect(within(rows[1]!).getByText('Link expired')).toBeInTheDocument();
    within(rows[1]!).getByRole('button', { name: 'Revoke the link of Olu Expired' }).click();
    expect(actions.onRevoke).toHaveBeenCalledOnce();
    // A submitted verification has no link to manage.
    expect(within(rows[2]!).queryByRole('button', { name: /Resend|Revoke/ })).toBeNull();
    expect(within(rows[2]!).queryByText(/Link (expired|revoked)/)).toBeNull();
  });
});
