import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assistantErrorText,
  assistantSessionResponseSchema,
  assistantSessionsResponseSchema,
  assistantStatsResponseSchema,
  assistantStreamEventSchema,
  getChecksResponseSchema,
  type AssistantSession,
  type AssistantStreamEvent,
  type Finding,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startTestLlmServer, type TestLlmServer } from '../../../test/llm-server.js';
import {
  addMember,
  newOrganisation,
  plantedFormData,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';
import { aiUsage, assistantMessages } from '../../db/schema.js';

const ORIGIN = { origin: 'http://localhost:3000' };
/** The checks' recovery job, which runs a queued run here (tests run no job workers). */
const CHECKS_RECOVER_JOB = 'checks-recover';

/** A submitted verification with the planted discrepancies, checked; its findings. */
async function flaggedVerification(app: TestApp, staff: Staff): Promise<{ id: string; findings: Finding[] }> {
  const invitation = await submittedVerification(
    app,
    staff,
    { candidateName: 'Ada Lovelace' },
    { formData: plantedFormData() },
  );
  const started = await app.inject({
    method: 'POST',
    url: `/api/verifications/${invitation.verificationId}/checks`,
    headers: { cookie: staff.cookie, ...ORIGIN },
    payload: {},
  });
  expect(started.statusCode).toBe(202);
  await app.jobs.runNow(CHECKS_RECOVER_JOB);
  const checks = await app.inject({
    method: 'GET',
    url: `/api/verifications/${invitation.verificationId}/checks`,
    headers: { cookie: staff.cookie },
  });
  return { id: invitation.verificationId, findings: getChecksResponseSchema.parse(checks.json()).findings };
}

async function startSession(
  app: TestApp,
  staff: Staff,
  payload: Record<string, unknown>,
): Promise<AssistantSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/assistant/sessions',
    headers: { cookie: staff.cookie, ...ORIGIN },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return assistantSessionResponseSchema.parse(res.json()).session;
}

async function ask(app: TestApp, staff: Staff, sessionId: string, message: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/assistant/sessions/${sessionId}/messages`,
    headers: { cookie: staff.cookie, ...ORIGIN },
    payload: { message },
  });
  const events: AssistantStreamEvent[] =
    res.statusCode === 200
      ? res.body
          .split('\n')
          .filter(Boolean)
          .map((line) => assistantStreamEventSchema.parse(JSON.parse(line)))
      : [];
  const last = events.at(-1);
  return {
    res,
    events,
    answer: last?.type === 'answer' ? last.answer : null,
    error: last?.type === 'error' ? last.message : null,
  };
}

const flaggedEmployment = (findings: readonly Finding[]) =>
  findings.filter(
    (finding) =>
      finding.subject.section === 'employment' &&
      (finding.status === 'discrepancy' || finding.status === 'risk_signal') &&
      finding.review?.decision !== 'dismissed',
  );

describe('assistant without a model (AI_PROVIDER=none)', () => {
  let app: TestApp;
  let owner: Staff;
  let verification: { id: string; findings: Finding[] };

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'business' });
    verification = await flaggedVerification(app, owner);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers "why is employment flagged?" naming each flagged employment finding with its message and evidence', async () => {
    const session = await startSession(app, owner, {
      verificationType: 'EMPLOYMENT',
      verificationId: verification.id,
    });
    expect(session.candidateName).toBe('Ada Lovelace');
    expect(session.findings?.total).toBe(verification.findings.length);
    const expected = flaggedEmployment(verification.findings);
    expect(expected.length).toBeGreaterThan(0);

    const { answer } = await ask(app, owner, session.id, 'why is employment flagged?');
    expect(answer?.producedBy).toBe('Rules');
    expect(answer?.content).toMatch(/flagged/);
    expect(answer?.points).toHaveLength(expected.length);
    for (const finding of expected) {
      const point = answer?.points.find((candidate) => candidate.evidence[0]?.findingId === finding.id);
      expect(point?.text).toContain(finding.message);
      expect(point?.evidence).toHaveLength(finding.evidence.length);
      expect(point?.evidence[0]?.status).toBe(finding.status);
    }
  });

  it('says "Not in the evidence" when no finding matches, keeps the messages and reopens the session', async () => {
    const session = await startSession(app, owner, {
      verificationType: 'GENERAL',
      verificationId: verification.id,
    });
    const { answer } = await ask(app, owner, session.id, 'what is the weather like?');
    expect(answer?.content).toMatch(/^Not in the evidence/);
    expect(answer?.points).toEqual([]);

    const reopened = await app.inject({
      method: 'GET',
      url: `/api/assistant/sessions/${session.id}`,
      headers: { cookie: owner.cookie },
    });
    const stored = assistantSessionResponseSchema.parse(reopened.json()).session;
    expect(stored.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(stored.messages[0]?.content).toBe('what is the weather like?');

    const list = await app.inject({
      method: 'GET',
      url: '/api/assistant/sessions',
      headers: { cookie: owner.cookie },
    });
    const sessions = assistantSessionsResponseSchema.parse(list.json()).sessions;
    expect(sessions[0]).toMatchObject({ id: session.id, candidateName: 'Ada Lovelace', messageCount: 2 });

    const stats = assistantStatsResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/assistant/stats', headers: { cookie: owner.cookie } })
      ).json(),
    ).stats;
    expect(stats.totalSessions).toBeGreaterThanOrEqual(2);
    expect(stats.answers).toBeGreaterThanOrEqual(2);
    expect(stats.medianAnswerMs).not.toBeNull();
  });

  it('starts a session on ad-hoc claims, which no check has read, and says so', async () => {
    const session = await startSession(app, owner, {
      verificationType: 'EDUCATION',
      candidate: {
        name: 'Grace Hopper',
        institution: 'Yale University',
        degree: 'PhD Mathematics',
        graduationYear: 1990,
      },
    });
    expect(session.verificationId).toBeNull();
    expect(session.candidate).toMatchObject({ name: 'Grace Hopper', institution: 'Yale University' });
    const { answer } = await ask(app, owner, session.id, 'is the degree real?');
    expect(answer?.content).toMatch(/^Not in the evidence: no automated checks have run/);
  });

  it('refuses a blank question, an unnamed candidate and another organisation', async () => {
    const session = await startSession(app, owner, {
      verificationType: 'GENERAL',
      verificationId: verification.id,
    });
    const blank = await ask(app, owner, session.id, '   ');
    expect(blank.res.statusCode).toBe(400);
    const unnamed = await app.inject({
      method: 'POST',
      url: '/api/assistant/sessions',
      headers: { cookie: owner.cookie, ...ORIGIN },
      payload: { verificationType: 'GENERAL', candidate: { name: ' ', graduationYear: 1949 } },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toContain('Name is required');

    const stranger = await newOrganisation(app);
    const read = await app.inject({
      method: 'GET',
      url: `/api/assistant/sessions/${session.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(read.statusCode).toBe(404);
    const asked = await ask(app, stranger, session.id, 'why is employment flagged?');
    expect(asked.res.statusCode).toBe(404);
    const onTheirs = await app.inject({
      method: 'POST',
      url: '/api/assistant/sessions',
      headers: { cookie: stranger.cookie, ...ORIGIN },
      payload: { verificationType: 'GENERAL', verificationId: verification.id },
    });
    expect(onTheirs.statusCode).toBe(404);
  });

  it('keeps an ad-hoc session to the member who typed it, and shows the configuration to administrators only', async () => {
    const session = await startSession(app, owner, {
      verificationType: 'GENERAL',
      candidate: { name: 'Alan Turing' },
    });
    const recruiter = await addMember(app, owner.organisationId, ['recruiter']);
    const read = await app.inject({
      method: 'GET',
      url: `/api/assistant/sessions/${session.id}`,
      headers: { cookie: recruiter.cookie },
    });
    expect(read.statusCode).toBe(404);

    const config = await app.inject({
      method: 'GET',
      url: '/api/assistant/config',
      headers: { cookie: owner.cookie },
    });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ config: { provider: 'none', model: null } });
    const refused = await app.inject({
      method: 'GET',
      url: '/api/assistant/config',
      headers: { cookie: recruiter.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('assistant with a model (a fake OpenAI-compatible server)', () => {
  let app: TestApp;
  let llm: TestLlmServer;
  let owner: Staff;
  let verification: { id: string; findings: Finding[] };
  let session: AssistantSession;

  beforeAll(async () => {
    llm = await startTestLlmServer();
    app = await buildTestApp({
      config: {
        ai: {
          provider: 'openai-compatible',
          model: 'fake-model',
          baseUrl: llm.baseUrl,
          apiKey: 'test-key',
          timeoutMs: 1000,
          aws: null,
        },
      },
    });
    owner = await newOrganisation(app, { plan: 'business' });
    verification = await flaggedVerification(app, owner);
    session = await startSession(app, owner, {
      verificationType: 'EMPLOYMENT',
      verificationId: verification.id,
    });
  });
  afterAll(async () => {
    await app.close();
    await llm.close();
  });

  const messagesStored = async () =>
    (await app.db.select().from(assistantMessages).where(eq(assistantMessages.sessionId, session.id))).length;

  it('streams and shows a valid cited answer under the model’s name, sending no SSN or date of birth', async () => {
    const first = verification.findings[0] as Finding;
    llm.replies.push({
      content: JSON.stringify({
        points: [
          { text: 'The first finding concerns the dates given.', evidenceIds: ['E1'] },
          { text: 'An uncited remark.', evidenceIds: [] },
        ],
        unknowns: ['Whether the employer confirms the dates.'],
      }),
    });
    const { events, answer } = await ask(app, owner, session.id, 'What stands out?');
    expect(events.some((event) => event.type === 'delta')).toBe(true);
    expect(answer?.producedBy).toBe('fake-model');
    expect(answer?.points).toHaveLength(1);
    expect(answer?.points[0]?.text).toBe('The first finding concerns the dates given.');
    expect(answer?.points[0]?.evidence[0]).toMatchObject({
      findingId: first.id,
      evidenceIndex: 0,
      status: first.status,
    });
    expect(answer?.unknowns).toEqual(['Whether the employer confirms the dates.']);

    const sent = JSON.stringify(llm.requests.at(-1));
    expect(sent).toContain('json_schema');
    expect(sent).not.toContain('1990-12-10');
    expect(sent).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    expect(sent).not.toContain('Ada Lovelace');
    const usage = await app.db.select().from(aiUsage).where(eq(aiUsage.sessionId, session.id));
    expect(usage.at(-1)).toMatchObject({ model: 'fake-model', outcome: 'ok', totalTokens: 150 });
  });

  it('replaces an answer citing evidence that does not exist with the rules’ answer', async () => {
    llm.replies.push({
      content: JSON.stringify({
        points: [{ text: 'The degree is fake.', evidenceIds: ['E999'] }],
        unknowns: [],
      }),
    });
    const { answer } = await ask(app, owner, session.id, 'why is employment flagged?');
    expect(answer?.producedBy).toBe('Rules');
    expect(answer?.points).toHaveLength(flaggedEmployment(verification.findings).length);
  });

  it('replaces an answer that contradicts a stored status with the rules’ answer', async () => {
    const flagged = flaggedEmployment(verification.findings)[0] as Finding;
    const ref = `E${verification.findings.slice(0, verification.findings.indexOf(flagged)).reduce((sum, finding) => sum + finding.evidence.length, 0) + 1}`;
    llm.replies.push({
      content: JSON.stringify({
        points: [{ text: 'This employment was verified.', evidenceIds: [ref] }],
        unknowns: [],
      }),
    });
    const { answer } = await ask(app, owner, session.id, 'why is employment flagged?');
    expect(answer?.producedBy).toBe('Rules');
    expect(answer?.points.some((point) => point.text.includes(flagged.message))).toBe(true);
  });

  it('answers a provider timeout with the error text and stores nothing', async () => {
    const before = await messagesStored();
    llm.replies.push({ hang: true }, { hang: true }, { hang: true });
    const { error, answer } = await ask(app, owner, session.id, 'why is employment flagged?');
    expect(answer).toBeNull();
    expect(error).toBe(assistantErrorText('The language model did not answer within 1 s'));
    expect(error).toMatch(
      /^I apologize, but I encountered an error: .+\. Please try again or contact support if the issue persists\.$/,
    );
    expect(await messagesStored()).toBe(before);
    llm.replies.length = 0;
  });
});
