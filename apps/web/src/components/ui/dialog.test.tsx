import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Request information
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Request more information"
        description="The candidate is emailed and the portal reopens."
      >
        <label>
          Message <input />
        </label>
      </Dialog>
    </>
  );
}

/** A dialog that opens another one from inside it (a form over the details). */
function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog
      open={outer}
      onClose={() => {
        setOuter(false);
      }}
      title="Verification details"
    >
      <button
        type="button"
        onClick={() => {
          setInner(true);
        }}
      >
        Mark verified
      </button>
      {inner && (
        <Dialog
          open
          onClose={() => {
            setInner(false);
          }}
          title="Mark the claim verified"
        >
          <p>Form</p>
        </Dialog>
      )}
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens with its title as the accessible name and closes from the close button', async () => {
    render(<Example />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Request information' }));
    const dialog = screen.getByRole('dialog', { name: 'Request more information' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('The candidate is emailed and the portal reopens.');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request information' })).toHaveFocus();
  });

  it('closes on Escape (the native cancel event) and returns focus to the opener', async () => {
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Request information' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    screen.getByLabelText('Message').focus();

    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);

    expect(cancel.defaultPrevented).toBe(true);
    expect(await screen.findByRole('button', { name: 'Request information' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes only the dialog on top on Escape when one dialog opened another', async () => {
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark verified' }));
    const inner = screen.getByRole('dialog', { name: 'Mark the claim verified' });
    inner.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(await screen.findByRole('button', { name: 'Mark verified' })).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Mark the claim verified' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Verification details' })).toBeInTheDocument();
  });
});
