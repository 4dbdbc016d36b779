import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@candor/contracts';
import { AuditTable } from './audit-table';

const verificationId = '3f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b';

const entries: AuditLogEntry[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: '2026-03-01T09:30:00.000Z',
    action: 'verification.pii_revealed',
    actor: { type: 'user', id: 'u1', name: 'Grace Hopper', email: 'grace@navy.example' },
    target: { type: 'verification', id: verificationId },
    verificationId,
    candidateName: 'Priya Raman',
    ip: '127.0.0.1',
    metadata: {},
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    createdAt: '2026-03-01T09:00:00.000Z',
    action: 'verification.submitted',
    actor: { type: 'candidate', id: verificationId, name: 'Priya Raman', email: null },
    target: { type: 'verification', id: verificationId },
    verificationId,
    candidateName: 'Priya Raman',
    ip: null,
    metadata: {},
  },
];

describe('AuditTable', () => {
  it('shows human labels, people by name and the candidate linked to the case', () => {
    render(
      <MemoryRouter>
        <AuditTable entries={entries} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Audit trail, newest first' });
    const [reveal, submitted] = within(table).getAllByRole('row').slice(1);
    expect(within(reveal!).getByText('Revealed personal data')).toHaveAttribute(
      'title',
      'verification.pii_revealed',
    );
    expect(within(reveal!).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(reveal!).getByRole('link', { name: 'Priya Raman' })).toHaveAttribute(
      'href',
      `/verifications/${verificationId}`,
    );
    expect(within(submitted!).getByText('Submitted')).toBeInTheDocument();
    expect(within(submitted!).getAllByText('Priya Raman').length).toBe(2);
    expect(within(table).queryByText('verification.pii_revealed')).toBeNull();
  });
});
