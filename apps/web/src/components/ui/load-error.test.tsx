import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('announces the failure and loads again on Retry', async () => {
    const retry = vi.fn();
    render(<LoadError onRetry={retry}>The analytics could not be loaded: Network error</LoadError>);
    expect(screen.getByRole('alert')).toHaveTextContent('The analytics could not be loaded: Network error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no Retry when there is nothing to retry', () => {
    render(<LoadError>Not available</LoadError>);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
