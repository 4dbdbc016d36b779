import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CANDIDATE_TOKEN_HEADER } from '@candor/contracts';
import type { Database } from '../../src/db/client.js';
import { outboxDrained } from '../outbox-drained.js';
import { operationsOf, requestsFor, type FuzzRequest, type PathValues } from './generate.js';

export type OperationResult = {
  operation: string;
  sent: number;
  ok: number;
  rejected: number;
  rateLimited: number;
  serverErrors: number;
  /** Batches of rejected (4xx) requests after which the application tables had changed. */
  dbChanges: number;
  /** Rejected requests in a batch where an accepted request also changed data (not attributable). */
  unmeasured: number;
  examples: string[];
};

export type FuzzOptions = { perOp: number; seed: string; batch?: number; only?: RegExp };

const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'fuzzing horse battery staple';

/** Routes that would end the fuzzer's own session: sent without it. */
const ENDS_SESSION = /\/(sign-out|revoke-session|revoke-sessions|revoke-other-sessions)$/;

/** Columns that change on every authenticated request (sliding session) and are not data changes. */
const VOLATILE_COLUMNS = ['expires_at', 'updated_at', 'last_sign_in_at'];

/**
 * The outbox's delivery state of events recorded earlier: the background dispatcher updates it
 * whenever it delivers, whatever the request. A new event is still a new row, and counts.
 */
const DELIVERY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  domain_events: ['available_at', 'locked_until', 'attempts', 'last_error', 'delivered_at'],
};

/** A checksum of every application table (public schema), to see whether a batch changed data. */
export async function checksum(database: Database): Promise<string> {
  await outboxDrained(database);
  const { rows } = await database.executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    [],
  );
  const tables = (rows as { table_name: string }[]).map((row) => row.table_name);
  const minus = (table: string) =>
    [...VOLATILE_COLUMNS, ...(DELIVERY_COLUMNS[table] ?? [])].map((column) => ` - '${column}'`).join('');
  const union = tables
    .map((table) => `select '${table}' || md5((to_jsonb(t)${minus(table)})::text) as h from "${table}" t`)
    .join(' union all ');
  const result = await database.executeSql(
    `select md5(coalesce(string_agg(h, ',' order by h), '')) as sum from (${union}) s where $1::int = 1`,
    [1],
  );
  return (result.rows[0] as { sum: string }).sum;
}

async function inject(app: FastifyInstance, request: FuzzRequest): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    remoteAddress: '127.0.0.1',
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

function cookieOf(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A real organisation, its signed-in owner, and a real candidate link, made through the API. */
export async function prepare(
  app: FastifyInstance,
  database: Database,
): Promise<{ cookie: string; known: PathValues }> {
  const email = `fuzz.owner.${Date.now()}@example.com`;
  const register = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      firstName: 'Fuzz',
      lastName: 'Owner',
      email,
      company: 'Fuzzing Ltd',
      jobTitle: 'HR Director',
      companySize: '51-200',
      phone: '+1 555 0100',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  if (register.statusCode !== 201)
    throw new Error(`register failed: ${register.statusCode} ${register.body}`);
  // Inviting needs a confirmed address: follow the link mailed to the owner (kept in the outbox).
  const mailed = await database.executeSql(
    "select text_body from outbox_emails where to_address = $1 and kind = 'verify-email' order by created_at desc limit 1",
    [email],
  );
  const body = (mailed.rows[0] as { text_body: string | null } | undefined)?.text_body ?? '';
  const confirmLink = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(body)?.[0];
  if (!confirmLink) throw new Error('no confirmation mail to the fuzzing owner');
  const confirmUrl = new URL(confirmLink);
  const confirmed = await app.inject({ method: 'GET', url: confirmUrl.pathname + confirmUrl.search });
  if (confirmed.statusCode >= 400) throw new Error(`email confirmation failed: ${confirmed.statusCode}`);
  const signIn = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return cookieOf(res);
  };
  const cookie = await signIn();
  const invitation = await app.inject({
    method: 'POST',
    url: '/api/invite-candidate',
    headers: { cookie },
    payload: { candidateName: 'Fuzz Candidate', candidateEmail: 'fuzz.candidate@example.com' },
  });
  if (invitation.statusCode !== 201)
    throw new Error(`invite failed: ${invitation.statusCode} ${invitation.body}`);
  const { verificationId, candidateUrl } = invitation.json<{
    verificationId: string;
    candidateUrl: string;
  }>();
  const token = /\/candidate\/([^/?#]+)/.exec(candidateUrl)?.[1] ?? '';
  const members = await app.inject({ method: 'GET', url: '/api/members', headers: { cookie } });
  const membershipId =
    members.json<{ members?: { membershipId?: string }[] }>().members?.[0]?.membershipId ?? 'unknown';
  return { cookie, known: { id: verificationId, verificationId, token, membershipId } };
}

/**
 * Sends `perOp` malformed requests to every operation of the app's OpenAPI document, signed in
 * as a real organisation owner with a real candidate link, and counts 5xx answers and data
 * changes after batches of rejected requests.
 */
export async function fuzz(
  app: FastifyInstance,
  database: Database,
  options: FuzzOptions,
  onResult?: (result: OperationResult) => void,
): Promise<OperationResult[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<
    Parameters<typeof operationsOf>[0]
  >();
  const operations = operationsOf(document).filter((op) => !options.only || options.only.test(op.id));
  let { cookie, known } = await prepare(app, database);
  const batch = options.batch ?? 25;
  const results: OperationResult[] = [];

  for (const op of operations) {
    const result: OperationResult = {
      operation: `${op.method} ${op.path}`,
      sent: 0,
      ok: 0,
      rejected: 0,
      rateLimited: 0,
      serverErrors: 0,
      dbChanges: 0,
      unmeasured: 0,
      examples: [],
    };
    const requests = requestsFor(op, options.perOp, options.seed, known);
    let before = await checksum(database);
    for (let start = 0; start < requests.length; start += batch) {
      let accepted = 0;
      let rejected = 0;
      for (const request of requests.slice(start, start + batch)) {
        const headers = {
          ...request.headers,
          origin: PUBLIC_URL,
          [CANDIDATE_TOKEN_HEADER]: known.token ?? '',
          ...(ENDS_SESSION.test(op.path) ? {} : { cookie }),
        };
        const res = await inject(app, { ...request, headers });
        result.sent++;
        if (res.statusCode >= 500) {
          result.serverErrors++;
          if (result.examples.length < 3) {
            result.examples.push(
              `${res.statusCode} ${request.method} ${request.url.slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)}`,
            );
          }
          accepted++;
        } else if (res.statusCode === 429) {
          result.rateLimited++;
          rejected++;
        } else if (res.statusCode >= 400) {
          result.rejected++;
          rejected++;
        } else {
          result.ok++;
          accepted++;
        }
      }
      const after = await checksum(database);
      if (after !== before) {
        if (accepted === 0) {
          result.dbChanges++;
          if (result.examples.length < 3)
            result.examples.push(
              `data changed after a batch of ${rejected} rejected requests from #${start}`,
            );
        } else result.unmeasured += rejected;
      }
      before = after;
    }
    // A request may legitimately have ended the session, or revoked or used up the candidate link:
    // start again with new ones.
    const session = await app.inject({ method: 'GET', url: '/api/verifications', headers: { cookie } });
    const link = await app.inject({
      method: 'GET',
      url: `/api/candidate/${encodeURIComponent(known.token ?? '')}`,
    });
    if (session.statusCode !== 200 || link.statusCode !== 200)
      ({ cookie, known } = await prepare(app, database));
    results.push(result);
    onResult?.(result);
  }
  return results;
}
