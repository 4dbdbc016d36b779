import { CHECK_THRESHOLDS, type Evidence } from '@candor/contracts';
import type { Check, CheckFinding, DocumentFacts } from '../../check.js';
import { finding } from '../../check.js';
import { isCandidateName, type CandidateNames } from '../../names/index.js';
import { EDITING_SOFTWARE_SOURCE, editorOf, type Editor } from './editing-software.js';
import { candidateNamesOf, describeNames, documentSource, metadataTime } from './shared.js';

/**
 * Signs in a document's metadata that it was changed after it was issued
 * (docs/product.md#automated-checks): it was saved by an image editor or an online PDF editor, a
 * PDF was saved again long after it was created, its two metadata records disagree, or a
 * document that should come from an issuer was written or saved under the candidate's own name.
 * Metadata can be missing or rewritten without any bad intent, so each sign is a risk signal of
 * the documented confidence of metadata heuristics (0.5–0.7), for a person to look at.
 */

/** A tool name naming a listed editor: the clearest sign metadata can give. */
const EDITOR_CONFIDENCE = 0.7;
/** An issuer-type document written or last saved under the candidate's name. */
const CANDIDATE_AUTHOR_CONFIDENCE = 0.6;
/** Saved again long after creation: some issuers correct and re-save their documents. */
const LATE_SAVE_CONFIDENCE = 0.6;
/** DocInfo and XMP disagree: some tools update one record and not the other. */
const DISAGREEMENT_CONFIDENCE = 0.5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a file records the tool that wrote it, and how evidence names each field. */
const TOOL_FIELDS: readonly [key: string, label: string][] = [
  ['pdf.producer', 'PDF Producer'],
  ['pdf.creator', 'PDF Creator'],
  ['xmp.creatorTool', 'XMP CreatorTool'],
  ['xmp.producer', 'XMP Producer'],
  ['exif.software', 'EXIF Software'],
  ['exif.processingSoftware', 'EXIF ProcessingSoftware'],
];

/** Documents an issuer writes (a school, an employer, an authority), not the candidate. */
const ISSUED_TYPES: readonly (DocumentFacts['documentType'] & string)[] = [
  'EDUCATION',
  'EMPLOYMENT',
  'IDENTITY',
];

type Sign = { confidence: number; reason: string; evidence: Evidence[] };

/** The fields that name a listed editor, as one sign named after the first editor found. */
function editorSign(document: DocumentFacts): Sign | null {
  const evidence: Evidence[] = [];
  const editors = new Map<string, Editor>();
  for (const [key, label] of TOOL_FIELDS) {
    const value = document.metadata[key];
    const editor = value === undefined ? null : editorOf(value);
    if (!value || !editor) continue;
    evidence.push({ kind: 'document', source: documentSource(document), value: `${label}: ${value}` });
    editors.set(editor.name, editor);
  }
  const [first] = editors.values();
  if (!first) return null;
  for (const editor of editors.values()) {
    evidence.push({
      kind: 'reference',
      source: EDITING_SOFTWARE_SOURCE,
      value: editor.name,
      detail: `listed as an ${editor.kind} (${editor.source})`,
    });
  }
  return {
    confidence: EDITOR_CONFIDENCE,
    reason: `was saved with ${first.name}, an ${first.kind}`,
    evidence,
  };
}

function lateSaveSign(document: DocumentFacts): Sign | null {
  const saves = Number(document.metadata['pdf.incrementalSaves'] ?? '0');
  // A digital signature is itself a later save: a signed file is left to the other signs.
  if (!(saves >= 1) || Number(document.metadata['pdf.signatures'] ?? '0') > 0) return null;
  const created = metadataTime(document.metadata['pdf.creationDate']);
  const modified = metadataTime(document.metadata['pdf.modDate']);
  if (created === null || modified === null) return null;
  const days = Math.floor((modified - created) / DAY_MS);
  if (days < CHECK_THRESHOLDS.documentLateEditDays) return null;
  return {
    confidence: LATE_SAVE_CONFIDENCE,
    reason: `was saved again ${days} days after it was created`,
    evidence: [
      {
        kind: 'document',
        source: documentSource(document),
        value: `${saves} incremental save${saves === 1 ? '' : 's'}, without a signature`,
        detail: `CreationDate ${document.metadata['pdf.creationDate'] ?? ''}, ModDate ${document.metadata['pdf.modDate'] ?? ''}`,
      },
    ],
  };
}

const comparable = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function disagreementSign(document: DocumentFacts): Sign | null {
  const { metadata } = document;
  const evidence: Evidence[] = [];
  for (const [info, xmp, label] of [
    ['pdf.producer', 'xmp.producer', 'Producer'],
    ['pdf.creator', 'xmp.creatorTool', 'Creator'],
  ] as const) {
    const a = metadata[info];
    const b = metadata[xmp];
    if (!a || !b) continue;
    const [ca, cb] = [comparable(a), comparable(b)];
    if (ca === '' || cb === '' || ca.includes(cb) || cb.includes(ca)) continue;
    evidence.push({
      kind: 'document',
      source: documentSource(document),
      value: `DocInfo ${label}: ${a}; XMP: ${b}`,
    });
  }
  for (const [info, xmp, label] of [
    ['pdf.modDate', 'xmp.modifyDate', 'ModDate'],
    ['pdf.creationDate', 'xmp.createDate', 'CreationDate'],
  ] as const) {
    const a = metadataTime(metadata[info]);
    const b = metadataTime(metadata[xmp]);
    if (a === null || b === null) continue;
    if (Math.abs(a - b) <= CHECK_THRESHOLDS.documentMetadataDateSlackHours * 60 * 60 * 1000) continue;
    evidence.push({
      kind: 'document',
      source: documentSource(document),
      value: `DocInfo ${label}: ${metadata[info] ?? ''}; XMP: ${metadata[xmp] ?? ''}`,
    });
  }
  if (evidence.length === 0) return null;
  return {
    confidence: DISAGREEMENT_CONFIDENCE,
    reason: 'has two metadata records (DocInfo and XMP) that disagree',
    evidence,
  };
}

function candidateAuthorSign(document: DocumentFacts, names: CandidateNames): Sign | null {
  if (document.documentType === null || !ISSUED_TYPES.includes(document.documentType)) return null;
  const evidence: Evidence[] = [];
  for (const [key, label] of [
    ['docx.creator', 'DOCX author (dc:creator)'],
    ['docx.lastModifiedBy', 'DOCX last modified by (cp:lastModifiedBy)'],
  ] as const) {
    const value = document.metadata[key];
    if (value && isCandidateName(value, names)) {
      evidence.push({ kind: 'document', source: documentSource(document), value: `${label}: ${value}` });
    }
  }
  if (evidence.length === 0) return null;
  evidence.push({ kind: 'field', source: 'personalInfo.names', value: describeNames(names) });
  return {
    confidence: CANDIDATE_AUTHOR_CONFIDENCE,
    reason:
      "was written or last saved under the candidate's own name, although it should come from its issuer",
    evidence,
  };
}

export const editedDocumentsCheck: Check = {
  id: 'documents.edited',
  type: 'DOCUMENTS',
  version: 1,
  reads: ['documents', 'documentText', 'personalInfo'],
  codes: ['DOCUMENT_EDITED'],
  run(context) {
    const names = candidateNamesOf(context.application);
    const findings: CheckFinding[] = [];
    for (const document of context.documents) {
      const signs = [
        editorSign(document),
        lateSaveSign(document),
        disagreementSign(document),
        candidateAuthorSign(document, names),
      ].filter((sign): sign is Sign => sign !== null);
      const [strongest] = [...signs].sort((a, b) => b.confidence - a.confidence);
      if (!strongest) continue;
      const more = signs.length - 1;
      findings.push(
        finding('DOCUMENT_EDITED', {
          status: 'risk_signal',
          severity: 'medium',
          confidence: strongest.confidence,
          subject: { section: 'documents', documentId: document.id },
          message:
            `${document.fileName} ${strongest.reason}, so it may have been changed after it was issued` +
            (more > 0 ? ` (${more} more sign${more === 1 ? '' : 's'} in the evidence).` : '.'),
          evidence: signs.flatMap((sign) => sign.evidence),
        }),
      );
    }
    return findings;
  },
};
