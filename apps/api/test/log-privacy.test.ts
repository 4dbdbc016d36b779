import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../src/lib/logger.js';
import { buildTestApp, testConfig, type TestApp } from './build-test-app.js';
import {
  completeFormData,
  invite,
  newOrganisation,
  type Invitation,
  type Staff,
} from './verification-helpers.js';

// Canaries: personal data planted in every request below. None may ever reach a log line.
const SSN = '078-05-1120';
const DATE_OF_BIRTH = '1961-07-04';
const STREET = '742 Evergreen Terrace';
const CANARIES = [SSN, DATE_OF_BIRTH, STREET];

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

function canaryForm(personal: Record<string, unknown> = {}) {
  const form = completeFormData({ ssn: SSN });
  return {
    formData: {
      ...form,
      personalInfo: {
        ...form.personalInfo,
        dateOfBirth: DATE_OF_BIRTH,
        currentAddress: { ...form.personalInfo.currentAddress, address1: STREET },
        ...personal,
      },
    },
  };
}

describe('personal data never reaches the log, whatever fails', () => {
  const lines: string[] = [];
  const consoleOutput: string[] = [];
  let app: TestApp;
  let staff: Staff;
  let invitation: Invitation;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const options = loggerOptions(testConfig({ logLevel: 'trace' }));
    app = await buildTestApp({
      logger: { ...(typeof options === 'object' ? options : {}), level: 'trace', stream },
    });
    staff = await newOrganisation(app);
    invitation = await invite(app, staff);
    // What a library prints to the console counts as a log too.
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleOutput.push(
          args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' '),
        );
      });
    }
    const capture = (target: NodeJS.WriteStream) => {
      const original = target.write.bind(target);
      const write = original as (...args: unknown[]) => boolean;
      vi.spyOn(target, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
        consoleOutput.push(String(chunk));
        return write(chunk, ...rest);
      });
    };
    capture(process.stdout);
    capture(process.stderr);
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  const draft = (payload: object) =>
    app.inject({ method: 'PUT', url: `/api/candidate/${invitation.token}/draft`, payload });

  it('answers a NUL character in a form field with 400 naming the field', async () => {
    const res = await draft(canaryForm({ firstName: 'a\u0000b' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: 'formData.personalInfo.firstName',
          message: expect.stringContaining('not allowed') as unknown,
        },
      ],
    });
  });

  it('answers a lone surrogate in a nested field with 400', async () => {
    const form = canaryForm();
    form.formData.personalInfo.currentAddress.city = 'Spring\ud800field';
    const res = await draft(form);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { path: string }[] }>().details[0]?.path).toBe(
      'formData.personalInfo.currentAddress.city',
    );
  });

  it('answers NUL in query strings, invitation names, demo requests and auth calls with 400', async () => {
    const cookie = { cookie: staff.cookie };
    const requests = [
      { method: 'GET' as const, url: '/api/verifications?search=a%00b', headers: cookie },
      { method: 'GET' as const, url: `/api/audit-logs?actor=${encodeURIComponent(SSN)}%00`, headers: cookie },
      {
        method: 'POST' as const,
        url: '/api/invite-candidate',
        headers: cookie,
        payload: { candidateName: `Ada\u0000 ${SSN}`, candidateEmail: 'ada@analytical.example' },
      },
      {
        method: 'POST' as const,
        url: '/api/demo-requests',
        payload: {
          firstName: `Ada\u0000${DATE_OF_BIRTH}`,
          lastName: STREET,
          email: 'ada@analytical.example',
          phone: '+44 20 7946 0000',
          company: 'Engines',
          jobTitle: 'CTO',
          companySize: '1-10',
        },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/sign-in/email',
        payload: { email: `a\u0000@x.example`, password: SSN },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/sign-in/email',
        payload: { email: 'a@x.example', password: `\ud800${SSN}` },
      },
      { method: 'GET' as const, url: '/api/auth/reset-password/a%00b' },
      {
        method: 'POST' as const,
        url: '/api/auth/reset-password',
        payload: { token: 'a\u0000', newPassword: SSN },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/request-password-reset',
        payload: { email: `${SSN}\u0000@x.example` },
      },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('answers deeply nested JSON with 400, on the auth routes too', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/demo-requests']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"email":${nested(100_000)},"password":"${SSN}"}`,
      });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('logs a failed database write without its parameters', async () => {
    await app.db.execute(
      sql.raw(`CREATE FUNCTION candor_test_refuse() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'refused by a test trigger'; END $$ LANGUAGE plpgsql`),
    );
    await app.db.execute(
      sql.raw(`CREATE TRIGGER candor_test_refuse BEFORE UPDATE ON verifications
        FOR EACH ROW EXECUTE FUNCTION candor_test_refuse()`),
    );
    try {
      const res = await draft(canaryForm());
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(DATE_OF_BIRTH);
    } finally {
      await app.db.execute(sql.raw('DROP TRIGGER candor_test_refuse ON verifications'));
      await app.db.execute(sql.raw('DROP FUNCTION candor_test_refuse()'));
    }
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(failure).toContain('refused by a test trigger');
  });

  it('finds none of the canaries in the log or on the console', () => {
    const everything = [...lines, ...consoleOutput].join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const canary of CANARIES) {
      expect(everything.split(canary).length - 1, canary).toBe(0);
    }
  });
});
