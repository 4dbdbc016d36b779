import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../lib/session';
import { StaffSidebar } from './staff-sidebar';

function platformAdmin(demoOutbox: boolean): Me {
  return {
    user: {
      id: 'u1',
      email: 'admin@candor.example',
      name: 'Platform Admin',
      firstName: 'Platform',
      lastName: 'Admin',
      jobTitle: null,
      phone: null,
      emailVerified: true,
      twoFactorEnabled: true,
      platformAdmin: true,
    },
    organisation: null,
    membership: null,
    demoOutbox,
  };
}

const available = new Set([
  '/dashboard',
  '/platform/demo-requests',
  '/platform/outbox',
  '/profile',
  '/security',
]);

function links(me: Me) {
  render(
    <MemoryRouter>
      <StaffSidebar me={me} available={available} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('link').map((link) => link.textContent);
}

describe('StaffSidebar', () => {
  it('offers the outbox to a platform administrator of a demo install', () => {
    expect(links(platformAdmin(true))).toContain('Outbox');
  });

  it('hides the outbox where the install is not a demo (the page would be empty)', () => {
    const shown = links(platformAdmin(false));
    expect(shown).toContain('Demo requests');
    expect(shown).not.toContain('Outbox');
  });
});
