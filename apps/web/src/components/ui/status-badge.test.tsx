import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['INVITED', 'amber', 'Pending'],
    ['SUBMITTED', 'teal', 'Submitted'],
    ['IN_PROGRESS', 'blue', 'In Progress'],
    ['VERIFICATION_INITIATED', 'purple', 'Verification Initiated'],
    ['COMPLETED', 'green', 'Completed'],
    ['FAILED', 'red', 'Failed'],
    ['VERIFIED', 'grey', 'Verified'],
    ['VERIFICATION_FAILED', 'grey', 'Verification Failed'],
    ['SOMETHING_NEW', 'grey', 'SOMETHING_NEW'],
  ])('shows %s in %s as "%s"', (status, color, label) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-color', color);
  });
});
