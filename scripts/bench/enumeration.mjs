import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, fmt, signInAsDemoAdmin, startServer, stopServer } from './common.mjs';

const ROUNDS = 12;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Whether an answer's timing tells that an address already has an account: median latency of
 * POST /api/register and POST /api/staff-invitations for taken and for new addresses, and their
 * ratio (1.0 means no difference). Each request comes from its own forwarded address, so the
 * per-address limits do not interfere.
 */
export async function enumerationTimings() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-'));
  const port = 3317;
  const base = `http://localhost:${port}`;
  const { child } = await startServer({ port, dataDir, env: { DEMO_MODE: 'true', TRUST_PROXY: 'true' } });
  let address = 0;
  const timed = async (url, body, cookie) => {
    address += 1;
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'x-forwarded-for': `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    await res.text();
    const ms = performance.now() - started;
    if (res.status !== 201) throw new Error(`${url} answered ${res.status}`);
    return ms;
  };
  const registration = (email) => ({
    firstName: 'Bench',
    lastName: 'User',
    email,
    company: 'Bench Co',
    jobTitle: 'HR',
    companySize: '11-50',
    phone: '+1 555 0100',
    password: 'a bench password phrase',
    confirmPassword: 'a bench password phrase',
  });
  try {
    const taken = [];
    const registerNew = [];
    const registerTaken = [];
    for (let i = 0; i < ROUNDS; i++) {
      const email = `bench.owner${i}@bench.example`;
      registerNew.push(await timed('/api/register', registration(email)));
      taken.push(email);
    }
    for (const email of taken) registerTaken.push(await timed('/api/register', registration(email)));

    const cookie = await signInAsDemoAdmin(base);
    const inviteNew = [];
    const inviteTaken = [];
    for (let i = 0; i < ROUNDS; i++) {
      inviteNew.push(
        await timed(
          '/api/staff-invitations',
          { email: `bench.new${i}@bench.example`, roles: ['auditor'] },
          cookie,
        ),
      );
      inviteTaken.push(
        await timed('/api/staff-invitations', { email: taken[i], roles: ['auditor'] }, cookie),
      );
    }
    const line = (label, existing, fresh) =>
      console.log(
        `${label}: existing ${fmt(median(existing), 1)} ms, new ${fmt(median(fresh), 1)} ms, ratio ${fmt(
          median(existing) / median(fresh),
          2,
        )} (median of ${ROUNDS})`,
      );
    line('POST /api/register         ', registerTaken, registerNew);
    line('POST /api/staff-invitations', inviteTaken, inviteNew);
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
