import type { Check, CheckFinding, DocumentFacts } from '../../check.js';
import { finding } from '../../check.js';
import { foldLetters, isCandidateName, parseName, type CandidateNames } from '../../names/index.js';
import { candidateNamesOf, describeNames, documentSource, pageOf, reliableText } from './shared.js';

/**
 * A document made out to someone else (docs/product.md#automated-checks): its text names a person
 * where the holder's name stands ("This certifies that …", "awarded to …", "Employee: …") and
 * that name is none of the candidate's current or previous names, which appear nowhere else in
 * the text either. Only a name in such a position counts: a referee, a signatory or a manager
 * named elsewhere is not the holder. When the text is unreliable (OCR below its threshold) or no
 * holder's name can be found, nothing is concluded.
 */

/** Reading names from a text layer: the phrases are clear, the name may still be a nickname. */
const TEXT_LAYER_CONFIDENCE = 0.85;

/**
 * Phrases after which the holder's name follows: certificates, diplomas, payslips, employment
 * letters. Matched case-insensitively; "Name:" only at the start of a line.
 */
const CUES =
  /(?:this\s+(?:is\s+to\s+)?certif(?:y|ies)\s+that|(?:hereby|letter)\s+certif(?:y|ies)\s+that|(?:awarded|presented|granted|issued)\s+to|conferred\s+(?:up)?on|(?:name\s+of\s+(?:the\s+)?)?(?:employee|student|graduate|recipient|candidate)(?:'s)?(?:\s+name)?\s*:|^[ \t]*(?:full\s+)?name\s*:)/gimu;

/** After the cue: at most one line break, then an optional title, then two to five capitalised words. */
const NAME_AFTER_CUE =
  /^[ \t]*(?:\r?\n[ \t]*)?(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?[ \t]+)?(\p{Lu}[\p{L}'’-]*\.?(?:[ \t]+\p{Lu}[\p{L}'’-]*\.?){1,4})/u;

/** Capitalised words that end a name (a name is never followed by these in the same run of capitals). */
const NOT_NAME_WORDS = new Set([
  'the',
  'of',
  'and',
  'for',
  'has',
  'have',
  'is',
  'was',
  'in',
  'on',
  'at',
  'to',
  'with',
  'from',
  'by',
  'university',
  'college',
  'school',
  'institute',
  'academy',
  'faculty',
  'department',
  'board',
  'trustees',
  'degree',
  'bachelor',
  'master',
  'doctor',
  'diploma',
  'certificate',
  'award',
  'course',
  'program',
  'programme',
  'company',
  'ltd',
  'inc',
  'llc',
  'limited',
  'plc',
  'corporation',
  'corp',
  'group',
  'bank',
  'committee',
  'council',
  'association',
  'society',
  'foundation',
  'centre',
  'center',
  'hospital',
  'services',
  'office',
  'ministry',
  'government',
  'team',
  'manager',
  'position',
  'title',
  'date',
  'period',
  'pay',
  'number',
  'id',
  'employee',
  'employer',
  'student',
  'address',
  'department',
  'hiring',
  'human',
  'resources',
  'whom',
]);

type HolderName = { name: string; quote: string; index: number };

/** The names standing where a holder's name stands, with the phrase that introduced them. */
export function holderNames(text: string): HolderName[] {
  const found: HolderName[] = [];
  for (const cue of text.matchAll(CUES)) {
    const after = cue.index + cue[0].length;
    const match = NAME_AFTER_CUE.exec(text.slice(after, after + 200));
    if (!match?.[1]) continue;
    const words: string[] = [];
    for (const word of match[1].split(/[ \t]+/)) {
      if (NOT_NAME_WORDS.has(foldLetters(word).replace(/[^a-z]/g, ''))) break;
      words.push(word);
    }
    const name = words.join(' ');
    // Two full words at least ("J. Smith" or "Smith" alone says too little).
    if (parseName(name).tokens.filter((token) => token.length > 1).length < 2) continue;
    const quote = `${cue[0].trim().replace(/\s+/g, ' ')} ${name}`;
    found.push({ name, quote, index: after });
  }
  return found;
}

/** Whether every word of one of the candidate's names appears somewhere in the text. */
function candidateNamed(text: string, names: CandidateNames): boolean {
  const words = new Set(parseName(text).tokens);
  const all = [names, ...(names.previousNames ?? [])];
  return all.some((name) => {
    const tokens = parseName(`${name.firstName} ${name.lastName}`).tokens.filter((token) => token.length > 1);
    return tokens.length > 0 && tokens.every((token) => words.has(token));
  });
}

function mismatch(document: DocumentFacts, names: CandidateNames): CheckFinding | null {
  const text = reliableText(document);
  if (text === null) return null;
  const holders = holderNames(text);
  if (holders.length === 0) return null;
  if (holders.some((holder) => isCandidateName(holder.name, names)) || candidateNamed(text, names))
    return null;
  const [first] = holders;
  if (!first) return null;
  const confidence =
    document.ocrConfidence === null
      ? TEXT_LAYER_CONFIDENCE
      : Math.round(TEXT_LAYER_CONFIDENCE * document.ocrConfidence) / 100;
  return finding('DOCUMENT_NAME_MISMATCH', {
    status: 'discrepancy',
    severity: 'high',
    confidence,
    subject: { section: 'documents', documentId: document.id },
    message: `${document.fileName} is made out to ${first.name}, and none of the candidate's names appears in it.`,
    evidence: [
      ...holders.map((holder) => ({
        kind: 'document' as const,
        source: documentSource(document, pageOf(document, holder.index)),
        value: holder.quote,
        ...(document.ocrConfidence === null
          ? {}
          : { detail: `read by OCR, confidence ${document.ocrConfidence}` }),
      })),
      { kind: 'field', source: 'personalInfo.names', value: describeNames(names) },
    ],
  });
}

export const nameInTextCheck: Check = {
  id: 'documents.name-in-text',
  type: 'DOCUMENTS',
  version: 1,
  reads: ['documents', 'documentText', 'personalInfo'],
  codes: ['DOCUMENT_NAME_MISMATCH'],
  run(context) {
    const names = candidateNamesOf(context.application);
    return context.documents.flatMap((document) => mismatch(document, names) ?? []);
  },
};
