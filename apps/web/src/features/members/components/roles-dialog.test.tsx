import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member } from '@candor/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RolesDialog } from './roles-dialog';

const member = (roles: Member['roles']): Member => ({
  membershipId: '00000000-0000-4000-8000-000000000001',
  userId: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@engines.example',
  roles,
  department: 'Administration',
  status: 'active',
  lastSignInAt: null,
  twoFactorEnabled: false,
});

function renderDialog(editorRoles: Member['roles'], target: Member) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RolesDialog member={target} editorRoles={editorRoles} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RolesDialog', () => {
  it('does not let a system administrator add roles granting permissions they lack, such as View PII', () => {
    renderDialog(['system_admin'], member(['auditor']));
    expect(screen.queryByRole('checkbox', { name: 'HR Director' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Super Administrator' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'System Administrator' })).toBeEnabled();
    // Held already: it can be removed, not granted again.
    expect(screen.getByRole('checkbox', { name: 'Auditor' })).toBeChecked();
    expect(screen.getByText(/grant permissions you do not hold/)).toBeInTheDocument();
  });

  it('offers the owner every staff role at or below their rank', () => {
    renderDialog(['super_admin', 'hr_director'], member(['recruiter']));
    for (const name of ['HR Director', 'HR Manager', 'Recruiter', 'Auditor', 'Compliance Officer']) {
      expect(screen.getByRole('checkbox', { name })).toBeEnabled();
    }
    expect(screen.queryByText(/grant permissions you do not hold/)).toBeNull();
  });

  it('a removed role that the editor cannot grant cannot be ticked again', async () => {
    const user = renderDialog(['system_admin'], member(['auditor']));
    const auditor = screen.getByRole('checkbox', { name: 'Auditor' });
    await user.click(auditor);
    expect(auditor).not.toBeChecked();
    expect(auditor).toBeDisabled();
  });
});
