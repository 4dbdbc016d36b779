import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi } from './toast';

let api: ToastApi | undefined;
function Capture() {
  api = useToast();
  return null;
}

function renderToasts(): ToastApi {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  if (!api) throw new Error('useToast did not run');
  return api;
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    api = undefined;
  });

  it('announces toasts in a polite live region and removes each after five seconds', () => {
    const toast = renderToasts();
    expect(region()).toHaveAttribute('aria-live', 'polite');

    act(() => {
      toast.success('Invitation sent', 'Ada Lovelace will receive an email.');
    });
    expect(within(region()).getByText('Invitation sent')).toBeInTheDocument();
    expect(within(region()).getByText('Ada Lovelace will receive an email.')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(within(region()).getByText('Invitation sent')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(region()).queryByText('Invitation sent')).not.toBeInTheDocument();
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    const toast = renderToasts();
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 2; i++) toast.info(`Notice ${i}`);
    });
    expect(within(region()).getAllByText(/^Notice \d+$/)).toHaveLength(MAX_TOASTS);
    expect(within(region()).queryByText('Notice 1')).not.toBeInTheDocument();
    expect(within(region()).queryByText('Notice 2')).not.toBeInTheDocument();
    expect(within(region()).getByText(`Notice ${MAX_TOASTS + 2}`)).toBeInTheDocument();
  });

  it('can be dismissed before it times out', () => {
    const toast = renderToasts();
    act(() => {
      toast.error('Upload failed', 'Please try again.');
    });
    act(() => {
      within(region()).getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(within(region()).queryByText('Upload failed')).not.toBeInTheDocument();
  });
});
