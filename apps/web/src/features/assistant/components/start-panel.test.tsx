import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartAssistantSessionBody } from '@candor/contracts';
import { StartPanel } from './start-panel';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderPanel() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(json({ success: true, verifications: [], nextCursor: null }))),
  );
  const started: StartAssistantSessionBody[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StartPanel
        verificationType="EDUCATION"
        busy={false}
        error={null}
        onStart={(body) => started.push(body)}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), started };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the assistant’s candidate form', () => {
  it('needs a name and a graduation year from 1950 to five years ahead before a session starts', async () => {
    const { user, started } = renderPanel();
    expect(await screen.findByText('No verification matches.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Candidate information' }));
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(started).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Grace Hopper');
    await user.type(screen.getByRole('spinbutton', { name: 'Graduation year' }), '1949');
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(screen.getByText(/Graduation year must be between 1950 and/)).toBeInTheDocument();
    expect(started).toEqual([]);

    await user.clear(screen.getByRole('spinbutton', { name: 'Graduation year' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Graduation year' }), '1990');
    await user.type(screen.getByRole('textbox', { name: 'Institution' }), 'Yale University');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'LinkedIn URL' })).toHaveAttribute('type', 'url');
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(started).toEqual([
      {
        verificationType: 'EDUCATION',
        candidate: { name: 'Grace Hopper', graduationYear: 1990, institution: 'Yale University' },
      },
    ]);
  });
});
