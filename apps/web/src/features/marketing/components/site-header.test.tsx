import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './call-to-action';
import { SiteHeader } from './site-header';

function renderWithRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {element}
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteHeader', () => {
  it('offers Sign In and Get Started to visitors', () => {
    renderWithRouter(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    for (const menu of ['Services', 'Industries', 'Partners', 'Resources', 'Company']) {
      expect(nav).toContainElement(screen.getByRole('button', { name: menu }));
    }
  });

  it('offers the dashboard to signed-in users', () => {
    renderWithRouter(<SiteHeader signedIn />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('opens a menu from the keyboard, moves with the arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const services = screen.getByRole('button', { name: 'Services' });

    services.focus();
    await user.keyboard('{ArrowDown}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /^Education Verification/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Employment Verification/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'All services' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Industries' }));
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Industries' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the open menu when a link is followed', async () => {
    const user = userEvent.setup();
    const router = renderWithRouter(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Company' }));
    await user.click(screen.getByRole('link', { name: /^Careers/ }));
    expect(router.state.location.pathname).toBe('/company/careers');
    expect(screen.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('CallToAction', () => {
  it('invites visitors to a trial or a demo', () => {
    renderWithRouter(<CallToAction />);
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/demo');
  });

  it('sends signed-in users to their dashboard', () => {
    renderWithRouter(<CallToAction signedIn />);
    expect(screen.getByRole('link', { name: 'Access Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Start Free Trial' })).not.toBeInTheDocument();
  });
});
