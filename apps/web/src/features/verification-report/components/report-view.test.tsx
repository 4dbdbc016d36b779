import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_SCORE_FORMULA, type Finding, type VerificationReport } from '@candor/contracts';
import { ReportActions, ReportView } from './report-view';

const overlap: Finding = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'EMPLOYMENT_OVERLAP',
  checkType: 'EMPLOYMENT',
  status: 'discrepancy',
  severity: 'medium',
  confidence: 0.9,
  subject: { section: 'employment', index: 0 },
  message: 'Two jobs overlap for 4 years.',
  evidence: [{ kind: 'field', source: 'employment 1 startDate', value: '2013-01-01' }],
};

const report: VerificationReport = {
  reportId: 'VR-0F1E2D3C-20260304T101500Z',
  verificationId: '0f1e2d3c-aaaa-4bbb-8ccc-111122223333',
  generatedAt: '2026-03-04T10:15:00.000Z',
  isSample: false,
  candidateInfo: {
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    phone: '•••• 0000',
    dateOfBirth: null,
    position: 'Analyst',
    company: 'Analytical Engines Ltd',
    verificationType: 'FULL',
  },
  reportSummary: {
    overallStatus: 'VERIFICATION_FAILED',
    riskLevel: 'MEDIUM',
    completionDate: null,
    processingTimeMs: 1500,
    processingTimeBasis: 'From submission to the end of the automated checks (no decision yet)',
    verificationScore: 90,
    scoreFormula: REPORT_SCORE_FORMULA,
    findingsNeedingReview: 1,
  },
  checks: {
    state: 'DONE',
    types: ['EMPLOYMENT'],
    finishedAt: '2026-03-04T10:00:00.000Z',
    error: null,
    notice: 'N',
  },
  educationVerification: [],
  employmentHistory: [
    {
      index: 0,
      company: 'Analytical Engines Ltd',
      position: 'Analyst',
      startDate: '2013-01-01',
      endDate: null,
      result: 'DISCREPANCY',
      verification: null,
      findings: [overlap],
    },
  ],
  linkedinVerification: {
    status: 'NOT_SUPPLIED',
    details: 'No LinkedIn profile export was compared.',
    findings: [],
  },
  otherFindings: [],
  backgroundScreening: {
    criminalHistory: { status: 'NOT_ORDERED', details: '' },
    identityVerification: { status: 'NOT_ORDERED', details: '' },
  },
  referenceChecks: { status: 'NOT_ORDERED', details: '' },
  decision: null,
};

const section = (name: string) => screen.getByRole('region', { name });

describe('ReportView', () => {
  it('shows the sections with the computed score, the findings under their claim and services not ordered', () => {
    render(<ReportView report={report} />);
    expect(within(section('Summary')).getByText('90')).toBeInTheDocument();
    expect(within(section('Summary')).getByText('Medium')).toBeInTheDocument();
    expect(within(section('Summary')).getByText(REPORT_SCORE_FORMULA)).toBeInTheDocument();
    const employment = section('Employment history');
    expect(within(employment).getByText('Needs review')).toBeInTheDocument();
    expect(within(employment).getByText('Two jobs overlap for 4 years.')).toBeInTheDocument();
    expect(within(employment).getByText('Evidence: employment 1 startDate: 2013-01-01')).toBeInTheDocument();
    expect(within(section('Candidate information')).getByText('Not given')).toBeInTheDocument();
    expect(within(section('LinkedIn comparison')).getByText('Not supplied')).toBeInTheDocument();
    expect(within(section('Background screening')).getAllByText('Not ordered')).toHaveLength(2);
    expect(within(section('Reference checks')).getByText('Not ordered')).toBeInTheDocument();
    expect(screen.queryByText(/Sample data/)).toBeNull();
  });

  it('labels sample data and says when nothing is scored yet', () => {
    render(
      <ReportView
        report={{
          ...report,
          isSample: true,
          reportSummary: { ...report.reportSummary, verificationScore: null, riskLevel: 'NOT_ASSESSED' },
        }}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Sample data');
    expect(screen.getByText('Not scored: the automated checks have not finished')).toBeInTheDocument();
    expect(screen.getByText('Not assessed')).toBeInTheDocument();
  });
});

describe('ReportActions', () => {
  it('downloads JSON or PDF and prints', () => {
    const onDownload = vi.fn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<ReportActions onDownload={onDownload} downloading={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(onDownload.mock.calls).toEqual([['pdf'], ['json']]);
    expect(print).toHaveBeenCalledOnce();
  });
});
