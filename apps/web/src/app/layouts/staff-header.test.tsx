import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UserMenu } from '../../features/auth/components/user-menu';
import type { Me } from '../../lib/session';
import { StaffHeader } from './staff-header';

const manager: Me = {
  user: {
    id: 'u1',
    email: 'priya.raman@acme.example',
    name: 'Priya Raman',
    firstName: 'Priya',
    lastName: 'Raman',
    jobTitle: null,
    phone: null,
    emailVerified: true,
    twoFactorEnabled: false,
    platformAdmin: false,
  },
  organisation: { id: 'o1', name: 'Acme Hiring', plan: 'trial', trialEndsAt: null, requireMfa: false },
  membership: {
    roles: ['hr_manager'],
    department: 'Engineering',
    permissions: ['initiate_verification', 'view_department_verifications'],
  },
  demoOutbox: false,
};

const available = new Set([
  '/dashboard',
  '/admin/dashboard',
  '/notifications',
  '/invite-candidate',
  '/profile',
]);

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <button type="button">Outside</button>
            {element}
            <Outlet />
            <button type="button">After</button>
          </>
        ),
        children: [{ path: '*', element: <p>Page</p> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('StaffHeader', () => {
  it('names the product, linked to the dashboard, and shows no marketing menus', () => {
    renderAt(<StaffHeader me={manager} available={available} actions={null} />);
    expect(screen.getByRole('link', { name: 'Candor' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('opens the phone menu with the navigation, closes it with Escape and returns the focus', async () => {
    const user = userEvent.setup();
    renderAt(<StaffHeader me={manager} available={available} actions={null} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Workspace' });
    expect(nav).toBeVisible();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');

    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the phone menu when a link is followed or on a tap elsewhere', async () => {
    const user = userEvent.setup();
    const router = renderAt(<StaffHeader me={manager} available={available} actions={null} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Invite candidate' }));
    expect(router.state.location.pathname).toBe('/invite-candidate');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('UserMenu', () => {
  it('says who is signed in, in which role and organisation, with Profile, Security and Sign Out', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu me={manager} />);
    const button = screen.getByRole('button', { name: /Priya Raman/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('HR Manager')).toBeVisible();
    expect(screen.getByText('Acme Hiring')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/security');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('works from the keyboard: opens on Enter with the focus inside, arrows move, Escape returns', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu me={manager} />);
    const button = screen.getByRole('button', { name: /Priya Raman/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed, and when the focus leaves it', async () => {
    const user = userEvent.setup();
    const router = renderAt(<UserMenu me={manager} />);
    const button = screen.getByRole('button', { name: /Priya Raman/ });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Security' }));
    expect(router.state.location.pathname).toBe('/security');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
