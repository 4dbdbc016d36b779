import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VerificationRecord } from '@candor/contracts';
import { DocumentUploadPanel, StoredDocuments } from './document-upload-panel';

const verification: VerificationRecord = {
  verificationId: '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a',
  verificationType: 'EMPLOYMENT',
  candidateName: 'Katherine Johnson',
  candidateEmail: 'katherine@langley.example',
  status: 'SUBMITTED',
  formData: null,
  documents: [],
  aiVerificationResults: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderPanel() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DocumentUploadPanel verification={verification} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

describe('DocumentUploadPanel', () => {
  it('starts on the verification type and asks for at least one file', async () => {
    const user = renderPanel();
    expect(screen.getByRole('combobox', { name: 'Verification type' })).toHaveValue('EMPLOYMENT');
    await user.click(screen.getByRole('button', { name: 'Submit Verification Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one file to upload');
  });

  it('lists picked files, marks a wrong type or a file over 10MB, and removes them', async () => {
    const user = renderPanel();
    const input = screen.getByLabelText('Choose files');
    await user.upload(input, [
      new File(['%PDF-1.4'], 'payslip.pdf', { type: 'application/pdf' }),
      new File(['x'], 'notes.docx', { type: 'application/octet-stream' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    ]);
    const list = screen.getByRole('list', { name: 'Selected files' });
    expect(list).toHaveTextContent('payslip.pdf');
    expect(list).toHaveTextContent('File must be a PDF, JPG, JPEG or PNG file');
    expect(list).toHaveTextContent('File must be 10MB or smaller');
    await user.click(screen.getByRole('button', { name: 'Submit Verification Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Remove the files marked with a problem');
    await user.click(screen.getByRole('button', { name: 'Remove notes.docx' }));
    await user.click(screen.getByRole('button', { name: 'Remove huge.png' }));
    expect(list).not.toHaveTextContent('notes.docx');
    expect(list).toHaveTextContent('payslip.pdf');
  });
});

describe('StoredDocuments', () => {
  it('shows the empty state, or each document with its type, size and an authorised download', () => {
    const { rerender } = render(
      <StoredDocuments verificationId={verification.verificationId} documents={[]} />,
    );
    expect(screen.getByText('No documents uploaded')).toBeInTheDocument();
    rerender(
      <StoredDocuments
        verificationId={verification.verificationId}
        documents={[
          {
            id: '0b7c2c7e-2f7e-4d3a-8d7e-7f6a5b4c3d2e',
            fileName: 'payslip.pdf',
            type: 'application/pdf',
            size: 2048,
            sha256: 'a'.repeat(64),
            uploadedAt: '2026-11-20T10:00:00.000Z',
            documentType: 'EMPLOYMENT',
          },
        ]}
      />,
    );
    expect(screen.getByText(/Employment · 2 KB/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download payslip.pdf' })).toHaveAttribute(
      'href',
      `/api/verifications/${verification.verificationId}/documents/0b7c2c7e-2f7e-4d3a-8d7e-7f6a5b4c3d2e`,
    );
  });
});
