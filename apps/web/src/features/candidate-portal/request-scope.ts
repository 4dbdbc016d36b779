import {
  CANDIDATE_STEPS,
  type CandidateFormDraft,
  type CandidatePortal,
  type Document,
  type InfoRequestCategory,
} from '@candor/contracts';

type OpenPortal = Extract<CandidatePortal, { submitted: false }>;

/** The form sections a request can open, by their portal step. */
export const FORM_SECTION_STEPS = { personalInfo: 1, education: 2, employment: 3 } as const;
export type FormSection = keyof typeof FORM_SECTION_STEPS;
const CATEGORY_STEPS: Record<InfoRequestCategory, number> = { ...FORM_SECTION_STEPS, documents: 4 };
const SECTION_OF_STEP: Partial<Record<number, FormSection>> = {
  1: 'personalInfo',
  2: 'education',
  3: 'employment',
};

export const NOT_REQUESTED_LABEL = 'Not requested — no changes needed';

/**
 * What the candidate may change while a reviewer's request for more information is open: only
 * the requested form sections; documents can always be added, and those of the earlier
 * submission stay. Null when the whole form is editable.
 */
export type RequestScope = {
  editable: ReadonlySet<FormSection>;
  /** The steps (1–4) the reviewer asked about, in order; the documents step when nothing else. */
  requestedSteps: readonly number[];
  requestedAt: string;
};

export function requestScope(portal: OpenPortal): RequestScope | null {
  const request = portal.informationRequest;
  if (!request) return null;
  const isFormSection = (category: InfoRequestCategory): category is FormSection => category !== 'documents';
  const editable = new Set<FormSection>(
    (portal.editableSections ?? request.categories).filter(isFormSection),
  );
  const steps = [...new Set(request.categories.map((category) => CATEGORY_STEPS[category]))].sort(
    (a, b) => a - b,
  );
  return { editable, requestedSteps: steps.length > 0 ? steps : [4], requestedAt: request.requestedAt };
}

/** True for a form step (1–3) whose section the candidate may not change. */
export function isStepLocked(scope: RequestScope | null, step: number): boolean {
  const section = SECTION_OF_STEP[step];
  return scope !== null && section !== undefined && !scope.editable.has(section);
}

/** True for a step the reviewer did not ask about (Review & Submit always counts as asked). */
export function isStepNotRequested(scope: RequestScope | null, step: number): boolean {
  return scope !== null && step < CANDIDATE_STEPS && !scope.requestedSteps.includes(step);
}

/** Where the form opens: the saved step, or with a request the first step it asks about. */
export function initialStep(scope: RequestScope | null, savedStep: number): number {
  if (!scope || savedStep === CANDIDATE_STEPS || scope.requestedSteps.includes(savedStep)) return savedStep;
  return scope.requestedSteps[0] ?? CANDIDATE_STEPS;
}

/** "Next": the following step, skipping those the request did not ask about. */
export function nextStep(scope: RequestScope | null, step: number): number {
  if (!scope) return Math.min(step + 1, CANDIDATE_STEPS);
  return scope.requestedSteps.find((requested) => requested > step) ?? CANDIDATE_STEPS;
}

/** "Previous": the step before, skipping those the request did not ask about; null when none. */
export function previousStep(scope: RequestScope | null, step: number): number | null {
  if (!scope) return step > 1 ? step - 1 : null;
  return scope.requestedSteps.findLast((requested) => requested < step) ?? null;
}

/** The draft autosave sends: with a request, only the sections the candidate may change. */
export function draftForScope(draft: CandidateFormDraft, scope: RequestScope | null): CandidateFormDraft {
  if (!scope) return draft;
  return Object.fromEntries(
    Object.entries(draft).filter(([section]) => scope.editable.has(section as FormSection)),
  );
}

/** Documents of the earlier submission: the server keeps them, so they cannot be removed. */
export function isDocumentLocked(scope: RequestScope | null, document: Document): boolean {
  return scope !== null && document.uploadedAt <= scope.requestedAt;
}
