import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_TOKEN_HEADER,
  getVerificationResponseSchema,
  inviteCandidateResponseSchema,
  listVerificationsResponseSchema,
  uploadDocumentResponseSchema,
} from '@candor/contracts';
import { randomPdfBytes } from './fixtures.js';
import { registration } from './auth-helpers.js';
import { completeFormData, signedConsent, tokenOf } from './verification-helpers.js';
import { createPostgresTestDatabase, testEngine } from './test-database.js';
import { freePort, startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';
import { sameServer, startTestSmtpServer, waitForMailedLink, type TestSmtpServer } from './smtp-server.js';

/**
 * Crash safety of uploads and submissions: the real server runs as a child process, is killed
 * with SIGKILL while uploads and submissions are in flight, and is started again on the same
 * DATA_DIR (and database). Every upload that was answered 2xx must still be there with its
 * sha256, every answered submission must be submitted (and perhaps checked), and no document row may point at a
 * missing file.
 */

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text}`);
  return JSON.parse(text) as T;
}

type UploadOutcome = { verificationId: string; sha256: string; answered: boolean; documentId?: string };
type SubmitOutcome = { verificationId: string; answered: boolean };

describe('crash safety (SIGKILL during uploads and submissions)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-crash-'));
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    APP_SECRET: 'crash-test-secret-crash-test-secret-0123',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  };
  let smtp: TestSmtpServer;
  let dropDatabase: (() => Promise<void>) | null = null;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    if (testEngine === 'postgres') {
      const created = await createPostgresTestDatabase();
      env.DATABASE_URL = created.url;
      dropDatabase = created.drop;
    }
  });

  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await dropDatabase?.();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered upload and submission, and no row without its file', async () => {
    const port = await freePort();
    const first = await startServerProcess(
      { ...env, PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url },
      port,
    );
    server = first;
    const base = first.base;

    // Three organisations on the free trial, five invited candidates each.
    const signInNew = async () => {
      const owner = registration();
      await json(
        await fetch(`${base}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify(owner),
        }),
      );
      // Inviting needs a confirmed address: the owner follows the mailed link first.
      const confirm = await fetch(
        sameServer(base, await waitForMailedLink(smtp, owner.email, '/api/auth/verify-email')),
        {
          redirect: 'manual',
        },
      );
      expect(confirm.status).toBeLessThan(400);
      const login = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      });
      expect(login.status).toBe(200);
      return login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const invitations: { verificationId: string; token: string; cookie: string }[] = [];
    for (let org = 0; org < 3; org++) {
      const cookie = await signInNew();
      for (let i = 0; i < 5; i++) {
        const body = inviteCandidateResponseSchema.parse(
          await json(
            await fetch(`${base}/api/invite-candidate`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({
                candidateName: `Crash Candidate ${org}-${i}`,
                candidateEmail: `crash${org}.${i}@example.org`,
              }),
            }),
          ),
        );
        invitations.push({ verificationId: body.verificationId, token: tokenOf(body.candidateUrl), cookie });
      }
    }
    const cookieOf = new Map(invitations.map((i) => [i.verificationId, i.cookie]));
    const uploadTargets = invitations.filter((_, i) => i % 5 === 0);
    const submitTargets = invitations.filter((_, i) => i % 5 !== 0);

    const uploads: UploadOutcome[] = [];
    const submits: SubmitOutcome[] = [];
    const uploadOne = async (target: { verificationId: string; token: string }, size: number) => {
      const content = randomPdfBytes(size);
      const outcome: UploadOutcome = {
        verificationId: target.verificationId,
        sha256: sha256(content),
        answered: false,
      };
      uploads.push(outcome);
      const form = new FormData();
      form.append('file', new Blob([content], { type: 'application/pdf' }), 'evidence.pdf');
      try {
        const res = await fetch(`${base}/api/candidate/${target.token}/documents`, {
          method: 'POST',
          body: form,
        });
        const text = await res.text();
        if (res.status === 201) {
          outcome.answered = true;
          outcome.documentId = uploadDocumentResponseSchema.parse(JSON.parse(text)).document.id;
        }
      } catch {
        // cut off by the kill
      }
    };
    const submitOne = async (target: { verificationId: string; token: string }) => {
      const outcome: SubmitOutcome = { verificationId: target.verificationId, answered: false };
      submits.push(outcome);
      try {
        const res = await fetch(`${base}/api/submit-verification`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CANDIDATE_TOKEN_HEADER]: target.token },
          body: JSON.stringify({
            verificationId: target.verificationId,
            status: 'SUBMITTED',
            submittedAt: new Date().toISOString(),
            candidateEmail: 'crash@example.org',
            candidateName: 'Crash Candidate',
            formData: completeFormData({ ssn: '123-45-6789' }),
            documents: [],
            consent: signedConsent,
          }),
        });
        await res.text();
        if (res.status === 200) outcome.answered = true;
      } catch {
        // cut off by the kill
      }
    };

    // 30 uploads (1-3 MB) at once, then a submission every 15 ms; the kill comes once half of
    // the submissions have been answered, with uploads and submissions still on the wire.
    const inFlight: Promise<void>[] = [];
    uploadTargets.forEach((target, t) => {
      for (let i = 0; i < 10; i++)
        inFlight.push(uploadOne(target, 1_000_000 + (((t * 10 + i) * 97_531) % 2_000_000)));
    });
    const waitFor = async (done: () => boolean) => {
      const deadline = Date.now() + 60_000;
      while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
    };
    // The submissions start once a few uploads have been answered, so both are cut off by the kill.
    await waitFor(() => uploads.filter((u) => u.answered).length >= 3);
    const launching = (async () => {
      for (const target of submitTargets) {
        if (first.child.exitCode !== null || first.child.signalCode !== null) break;
        inFlight.push(submitOne(target));
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();
    const half = Math.ceil(submitTargets.length / 2);
    await waitFor(() => submits.filter((s) => s.answered).length >= half);
    await stopServerProcess(first);
    await launching;
    await Promise.all(inFlight);

    const answeredUploads = uploads.filter((u) => u.answered);
    const answeredSubmits = submits.filter((s) => s.answered);
    const cutOff = uploads.length - answeredUploads.length + (submitTargets.length - answeredSubmits.length);
    expect(answeredSubmits.length).toBeGreaterThanOrEqual(half);
    expect(answeredUploads.length).toBeGreaterThanOrEqual(3);
    // The kill really happened mid-flight.
    expect(cutOff).toBeGreaterThan(0);

    // Start again on the same DATA_DIR and database.
    server = await startServerProcess({ ...env, PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
    const after = server.base;
    const download = async (verificationId: string, documentId: string, cookie: string) => {
      const res = await fetch(`${after}/api/verifications/${verificationId}/documents/${documentId}`, {
        headers: { cookie },
      });
      return { status: res.status, sha256: sha256(new Uint8Array(await res.arrayBuffer())) };
    };

    for (const upload of answeredUploads) {
      const file = await download(
        upload.verificationId,
        upload.documentId!,
        cookieOf.get(upload.verificationId)!,
      );
      expect(file, `answered upload ${upload.documentId}`).toEqual({ status: 200, sha256: upload.sha256 });
    }
    for (const submitted of answeredSubmits) {
      const { verification } = getVerificationResponseSchema.parse(
        await json(
          await fetch(`${after}/api/verifications/${submitted.verificationId}`, {
            headers: { cookie: cookieOf.get(submitted.verificationId)! },
          }),
        ),
      );
      // Submitted, and perhaps already checked: the automated checks start on submission.
      expect(
        ['SUBMITTED', 'VERIFICATION_INITIATED', 'VERIFIED', 'VERIFICATION_FAILED'],
        `answered submission ${submitted.verificationId}`,
      ).toContain(verification.status);
      expect(verification.submittedAt, `answered submission ${submitted.verificationId}`).not.toBeNull();
    }

    // Every document row, answered or not, has its file, and the file matches the row.
    let rows = 0;
    for (const cookie of new Set(cookieOf.values())) {
      const { verifications } = listVerificationsResponseSchema.parse(
        await json(await fetch(`${after}/api/verifications?limit=100`, { headers: { cookie } })),
      );
      for (const verification of verifications) {
        for (const document of verification.documents) {
          rows += 1;
          expect(
            await download(verification.verificationId, document.id, cookie),
            `row ${document.id}`,
          ).toEqual({
            status: 200,
            sha256: document.sha256,
          });
        }
      }
    }
    expect(rows).toBeGreaterThanOrEqual(answeredUploads.length);

    // The server still works after the crash: a candidate whose submission was cut off submits now.
    const retry = submits.find((s) => !s.answered);
    if (retry) {
      const target = submitTargets.find((t) => t.verificationId === retry.verificationId)!;
      const res = await fetch(`${after}/api/submit-verification`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CANDIDATE_TOKEN_HEADER]: target.token },
        body: JSON.stringify({
          verificationId: target.verificationId,
          status: 'SUBMITTED',
          submittedAt: new Date().toISOString(),
          candidateEmail: 'crash@example.org',
          candidateName: 'Crash Candidate',
          formData: completeFormData(),
          documents: [],
          consent: signedConsent,
        }),
      });
      expect(res.status).toBe(200);
    }
  }, 180_000);
});
