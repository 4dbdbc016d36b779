import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties the visible label to the input', () => {
    render(<TextField label="Email address" name="email" type="email" />);
    const input = screen.getByLabelText('Email address');
    expect(input).toBeInstanceOf(HTMLInputElement);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error under the field, marks the input invalid and describes it with the error', () => {
    render(
      <TextField
        label="Email address"
        hint="We send the invitation here."
        error="Please enter a valid email"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    const alert = screen.getByRole('alert');

    expect(alert).toHaveTextContent('Please enter a valid email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the invitation here. Please enter a valid email');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    // The error follows the input in the document.
    expect(input.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps a caller-supplied id and aria-describedby', () => {
    render(
      <>
        <p id="extra">Shown to the candidate.</p>
        <TextField id="first-name" label="First name" aria-describedby="extra" error="Required" />
      </>,
    );
    const input = screen.getByLabelText('First name');
    expect(input).toHaveAttribute('id', 'first-name');
    expect(input).toHaveAttribute('aria-describedby', 'extra first-name-error');
    expect(input).toHaveAccessibleDescription('Shown to the candidate. Required');
  });

  it('forwards the ref to the input, as react-hook-form register needs', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Company" ref={ref} />);
    await userEvent.type(screen.getByLabelText('Company'), 'Acme');
    expect(ref.current).toBe(screen.getByLabelText('Company'));
    expect(ref.current?.value).toBe('Acme');
  });
});
