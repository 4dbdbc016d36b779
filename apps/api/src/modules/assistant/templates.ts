import {
  ASSISTANT_RULES_PRODUCER,
  NOT_IN_EVIDENCE,
  type AiVerificationType,
  type AssistantPoint,
  type FindingSection,
  type FindingStatus,
} from '@candor/contracts';
import { cited, type EvidenceItem } from './evidence.js';

/** An answer before it is stored: a lead sentence, points citing evidence, what is not known. */
export type DraftAnswer = {
  content: string;
  points: AssistantPoint[];
  unknowns: string[];
  producedBy: string;
};

type Topic = { label: string; sections: readonly FindingSection[]; codes?: RegExp };

const TOPICS: readonly (Topic & { words: RegExp })[] = [
  {
    label: 'supervisor contact',
    sections: ['employment'],
    codes: /^SUPERVISOR_|^CONTACT_/,
    words: /\b(supervisor|referee|reference|phone|contact)s?\b/i,
  },
  {
    label: 'employment',
    sections: ['employment'],
    words: /\b(employ\w*|job|jobs|work\w*|employer|company|companies|position|title|career|gap|overlap)\b/i,
  },
  {
    label: 'education',
    sections: ['education'],
    words: /\b(educat\w*|degree|school|universit\w*|college|institution|graduat\w*|diploma|accredit\w*)\b/i,
  },
  { label: 'document', sections: ['documents'], words: /\b(document|documents|file|upload\w*|pdf|scan)\b/i },
  { label: 'identity', sections: ['personalInfo'], words: /\b(identity|personal|address|name)\b/i },
];

const TAB_TOPICS: Partial<Record<AiVerificationType, Topic>> = {
  EDUCATION: { label: 'education', sections: ['education'] },
  EMPLOYMENT: { label: 'employment', sections: ['employment'] },
};

/** Which findings a question asks about: flagged ones, unverifiable ones, or all of them. */
const FLAGGED_WORDS =
  /\b(flag\w*|wrong|problem\w*|issue\w*|concern\w*|risk\w*|discrepanc\w*|why|suspicious|fail\w*|red)\b/i;
const UNVERIFIABLE_WORDS = /\b(unverifiable|unknown|could ?n[o']t|cannot|can't|missing)\b/i;
const OVERVIEW_WORDS = /\b(summar\w*|overview|all|everything|findings?|results?|list|checks?)\b/i;

const FLAGGED: ReadonlySet<FindingStatus> = new Set(['discrepancy', 'risk_signal']);

export function codeLabel(code: string): string {
  const words = code.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statusLabel(status: FindingStatus): string {
  return status === 'risk_signal' ? 'risk signal' : status;
}

type FindingGroup = { findingId: string; items: EvidenceItem[] };

function byFinding(items: readonly EvidenceItem[]): FindingGroup[] {
  const groups = new Map<string, EvidenceItem[]>();
  for (const item of items) groups.set(item.findingId, [...(groups.get(item.findingId) ?? []), item]);
  return [...groups].map(([findingId, grouped]) => ({ findingId, items: grouped }));
}

function pointOf(group: FindingGroup): AssistantPoint {
  const first = group.items[0] as EvidenceItem;
  const reviewed = first.dismissed ? ' (dismissed by a reviewer)' : '';
  return {
    text: `${codeLabel(first.code)} — ${statusLabel(first.status)}, ${first.severity} severity${reviewed}: ${first.message}`,
    evidence: group.items.map(cited),
  };
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

/**
 * The deterministic answer: which findings match the question's topic and kind, each with its
 * message and evidence; "Not in the evidence" when none does. Used without a model, and whenever
 * a model's answer fails validation.
 */
export function templateAnswer(input: {
  question: string;
  verificationType: AiVerificationType;
  catalogue: readonly EvidenceItem[];
  /** False for ad-hoc claims: no checks ran on them. */
  checked: boolean;
}): DraftAnswer {
  const base = { producedBy: ASSISTANT_RULES_PRODUCER };
  if (!input.checked) {
    return {
      ...base,
      content: `${NOT_IN_EVIDENCE}: no automated checks have run on claims entered in this form, so there are no findings to explain. Invite the candidate to start a verification, then open it here.`,
      points: [],
      unknowns: ['Every claim entered in the form is unchecked.'],
    };
  }
  const question = input.question;
  const asked = TOPICS.filter((topic) => topic.words.test(question));
  // The most specific topic named wins (supervisor contact before employment).
  const topic: Topic | null = asked[0] ?? TAB_TOPICS[input.verificationType] ?? null;
  const kind = FLAGGED_WORDS.test(question)
    ? 'flagged'
    : UNVERIFIABLE_WORDS.test(question)
      ? 'unverifiable'
      : asked.length > 0 || OVERVIEW_WORDS.test(question)
        ? 'all'
        : null;
  if (kind === null) {
    return {
      ...base,
      content: `${NOT_IN_EVIDENCE}: the question names nothing the findings cover. Ask about education, employment, supervisor contacts, documents or identity, e.g. “why is employment flagged?”.`,
      points: [],
      unknowns: [question.trim().slice(0, 200)],
    };
  }

  const inTopic = input.catalogue.filter(
    (item) =>
      !topic || (topic.sections.includes(item.section) && (!topic.codes || topic.codes.test(item.code))),
  );
  const matching = inTopic.filter((item) =>
    kind === 'flagged'
      ? FLAGGED.has(item.status) && !item.dismissed
      : kind === 'unverifiable'
        ? item.status === 'unverifiable'
        : true,
  );
  const about = topic ? `${topic.label} ` : '';
  const groups = byFinding(matching);
  if (groups.length === 0) {
    const what =
      kind === 'flagged'
        ? `no ${about}finding is flagged (a discrepancy or risk signal that is not dismissed)`
        : kind === 'unverifiable'
          ? `no ${about}finding is unverifiable`
          : `the checks produced no ${about}finding`;
    return {
      ...base,
      content: `${NOT_IN_EVIDENCE}: ${what}.`,
      points: [],
      unknowns: inTopic.length === 0 && topic ? [`The checks recorded nothing about ${topic.label}.`] : [],
    };
  }
  const counted = plural(groups.length, `${about}finding`, `${about}findings`);
  const lead =
    kind === 'flagged'
      ? `${counted} ${groups.length === 1 ? 'is' : 'are'} flagged:`
      : kind === 'unverifiable'
        ? `${counted} could not be checked offline:`
        : `${counted} from the checks:`;
  return {
    ...base,
    content: lead.charAt(0).toUpperCase() + lead.slice(1),
    points: groups.map(pointOf),
    unknowns: [],
  };
}
