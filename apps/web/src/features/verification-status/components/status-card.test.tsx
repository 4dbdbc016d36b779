import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerificationStatusView } from '@candor/contracts';
import { baseView, doneResult, freemail, postcode, record } from '../../../test/status-screen-fixtures';
import { StatusCard } from './status-card';

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('StatusCard', () => {
  it('shows the checks’ results pending a decision: matches, claims in words, findings with evidence and review', () => {
    render(<StatusCard view={baseView} record={record} />);
    expect(screen.getByRole('heading', { name: 'Waiting for a reviewer’s decision' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Automated check results' });
    expect(within(results).getByText('Pending a person’s decision.')).toBeInTheDocument();
    expect(within(results).getByText(/They do not verify claims/)).toBeInTheDocument();
    expect(within(results).getByText('Checks flagged 1 item for review.')).toBeInTheDocument();
    expect(figure('Employment matches found')).toBe('1 of 1');
    expect(figure('Education matches found')).toBe('0 of 1');
    expect(figure('Findings needing review')).toBe('1');
    // LinkedIn: no check covers it, so "Not checked", never "Not verified" or a number.
    expect(figure('LinkedIn profile verified')).toBe('Not checked');
    expect(figure('LinkedIn connection analysis')).toBe('Not checked');
    expect(within(results).getByText('No discrepancies found')).toBeInTheDocument();
    expect(within(results).getByText('Could not tell')).toBeInTheDocument();
    expect(within(results).queryByText('Verified')).toBeNull();
    expect(within(results).getByText(freemail.message)).toBeInTheDocument();
    expect(within(results).getByText('freemail@1.7.0: gmail.com')).toBeInTheDocument();
    expect(
      within(results).getByText(
        /^Dismissed by Mary Reviewer on .+: HR confirmed the supervisor uses Gmail\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(results).getByText(postcode.message)).toBeInTheDocument();
    expect(within(results).getByText('personalInfo.currentAddress.zip: ••••')).toBeInTheDocument();
    // The record's status name is explained, not taken as a verification.
    expect(
      screen.getByText('The automated checks flagged items for a person, or some could not run'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Report' })).toBeInTheDocument();
  });

  it('shows the decision, who made it and the note once COMPLETED, with the results', () => {
    const view: VerificationStatusView = {
      ...baseView,
      status: 'COMPLETED',
      completedAt: '2026-11-25T12:00:00.000Z',
      result: {
        ...doneResult,
        findingsNeedingReview: 0,
        decision: {
          status: 'COMPLETED',
          note: 'Employment confirmed with the employer.',
          decidedAt: '2026-11-25T12:00:00.000Z',
          decidedBy: 'Mary Reviewer',
        },
      },
    };
    render(<StatusCard view={view} record={{ ...record, status: 'COMPLETED' }} />);
    expect(screen.getByRole('heading', { name: 'Approved' })).toBeInTheDocument();
    expect(screen.getByText(/^Approved by Mary Reviewer on /)).toBeInTheDocument();
    expect(screen.getByText('Note: Employment confirmed with the employer.')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).queryByText(/Pending a person’s decision/)).toBeNull();
    expect(within(results).getByText('Checks passed — no discrepancies found.')).toBeInTheDocument();
  });

  it('says the checks have not run, with no counts, when a person decided without them', () => {
    const view: VerificationStatusView = {
      ...baseView,
      status: 'FAILED',
      completedAt: '2026-11-25T12:00:00.000Z',
      result: {
        ...doneResult,
        employmentMatches: null,
        educationMatches: null,
        findingsNeedingReview: null,
        checks: { state: 'NOT_RUN', types: [], finishedAt: null, error: null },
        claims: [],
        findings: [],
        decision: {
          status: 'FAILED',
          note: 'The candidate withdrew.',
          decidedAt: '2026-11-25T12:00:00.000Z',
          decidedBy: 'Mary Reviewer',
        },
      },
    };
    render(<StatusCard view={view} record={{ ...record, status: 'FAILED' }} />);
    expect(screen.getByRole('heading', { name: 'Rejected' })).toBeInTheDocument();
    expect(screen.getByText('The automated checks have not run on this verification.')).toBeInTheDocument();
    expect(figure('Employment matches found')).toBe('Not checked');
    expect(figure('Education matches found')).toBe('Not checked');
    expect(figure('Findings needing review')).toBe('Not checked');
    expect(screen.queryByRole('heading', { name: 'Claims' })).toBeNull();
  });

  it('shows only the progress while a run is open, and the estimate while PENDING', () => {
    const running: VerificationStatusView = {
      ...baseView,
      result: {
        ...doneResult,
        checks: { state: 'RUNNING', types: ['EDUCATION'], finishedAt: null, error: null },
        employmentMatches: null,
        educationMatches: null,
        findingsNeedingReview: null,
        claims: [],
        findings: [],
      },
    };
    const { unmount } = render(<StatusCard view={running} record={record} />);
    expect(screen.getByRole('heading', { name: 'Checks in progress' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /results/i })).toBeNull();
    unmount();

    render(<StatusCard view={{ ...baseView, status: 'PENDING', result: null }} record={record} />);
    expect(screen.getByRole('heading', { name: 'Verification in Progress' })).toBeInTheDocument();
    expect(screen.getByText('Estimated completion: 1-3 business days.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /results/i })).toBeNull();
  });

  it('says an invitation not yet submitted is waiting for the candidate, with no review estimate', () => {
    render(
      <StatusCard
        view={{ ...baseView, status: 'PENDING', submittedAt: null, result: null }}
        record={record}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Waiting for the candidate' })).toBeInTheDocument();
    expect(screen.queryByText(/1-3 business days/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Verification in Progress' })).toBeNull();
  });
});
