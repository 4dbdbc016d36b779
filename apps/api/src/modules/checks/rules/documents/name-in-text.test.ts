import { describe, expect, it } from 'vitest';
import { UPLOAD_MIME_TYPES } from '@candor/contracts';
import { holderNames, nameInTextCheck } from './name-in-text.js';
import { documentFacts, run } from './test-helpers.js';

const diploma = (name: string) =>
  `University of California, Berkeley\nThis certifies that\n${name}\nhas been awarded the degree of\nBachelor of Science\nConferred on 20 May 2012`;

describe('documents.name-in-text', () => {
  it('finds nothing when the holder is the candidate, under any of their names and spellings', () => {
    for (const name of [
      'Priya Raman',
      'PRIYA RAMAN',
      'Raman Priya',
      'Priya Krishnan',
      'Dr. Priya S. Raman',
    ]) {
      expect(run(nameInTextCheck, [documentFacts({ text: diploma(name) })])).toEqual([]);
    }
  });

  it('finds nothing without a holder’s name in a holder’s position', () => {
    const texts = [
      'Payslip March 2024\nSupervisor: John Smith\nNet pay 2,450.00',
      'This certifies that the bearer has completed the course.\nConferred on 30 June 2012',
      'Presented to the University of London on 30 June 2012',
      'To whom it may concern,\nJohn Smith worked with us as an analyst.\nCharles Babbage, Director',
    ];
    for (const text of texts) expect(run(nameInTextCheck, [documentFacts({ text })])).toEqual([]);
  });

  it('finds nothing when the candidate is named elsewhere in the text', () => {
    const letter = (subject: string) =>
      `This letter certifies that Jane Doe, our HR manager, wrote it.\nReference for ${subject}, who worked with us from 2013.`;
    expect(run(nameInTextCheck, [documentFacts({ text: letter('Priya Raman') })])).toEqual([]);
    expect(run(nameInTextCheck, [documentFacts({ text: letter('Dave Jones') })])).toHaveLength(1);
  });

  it('flags a payslip made out to someone else, with the page and the candidate’s names', () => {
    const payslip = documentFacts({
      fileName: 'payslip.pdf',
      documentType: 'EMPLOYMENT',
      text: 'Analytical Engines Ltd\nPayslip\f Page 2\nEmployee: John Smith\nPosition: Analyst',
      pages: 2,
    });
    const [found, ...rest] = run(nameInTextCheck, [payslip]);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      code: 'DOCUMENT_NAME_MISMATCH',
      status: 'discrepancy',
      severity: 'high',
      confidence: 0.85,
      subject: { section: 'documents', documentId: payslip.id },
      message: "payslip.pdf is made out to John Smith, and none of the candidate's names appears in it.",
    });
    expect(found?.evidence).toEqual([
      { kind: 'document', source: 'document payslip.pdf page 2', value: 'Employee: John Smith' },
      { kind: 'field', source: 'personalInfo.names', value: 'Priya Raman (previously Priya Krishnan)' },
    ]);
  });

  it('scales its confidence by the OCR confidence, and says nothing from unreliable OCR', () => {
    const scan = (ocrConfidence: number) =>
      documentFacts({
        fileName: 'diploma.jpg',
        mimeType: UPLOAD_MIME_TYPES.jpg,
        text: diploma('John Smith'),
        ocrConfidence,
      });
    const [found] = run(nameInTextCheck, [scan(80)]);
    expect(found?.confidence).toBe(0.68);
    expect(found?.evidence[0]).toEqual({
      kind: 'document',
      source: 'document diploma.jpg',
      value: 'This certifies that John Smith',
      detail: 'read by OCR, confidence 80',
    });
    expect(run(nameInTextCheck, [scan(60)])).toEqual([]);
    expect(run(nameInTextCheck, [documentFacts({ text: null })])).toEqual([]);
  });

  it('reads the holder’s name after each kind of phrase, without the words that follow it', () => {
    const names = (text: string) => holderNames(text).map((holder) => holder.name);
    expect(names('This is to certify that Dr. John A. Smith Has Completed')).toEqual(['John A. Smith']);
    expect(names('awarded to\nMARIA GARCIA LOPEZ')).toEqual(['MARIA GARCIA LOPEZ']);
    expect(names("Employee Name: Seán O'Neill-Byrne\nEmployee ID: 42")).toEqual(["Seán O'Neill-Byrne"]);
    expect(names('Name: Ada Lovelace')).toEqual(['Ada Lovelace']);
    expect(names('Company name: Analytical Engines Ltd')).toEqual([]);
    expect(names('conferred upon John')).toEqual([]);
  });
});
