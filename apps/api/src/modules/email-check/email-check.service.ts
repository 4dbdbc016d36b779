import { Resolver } from 'node:dns/promises';
import mailchecker from 'mailchecker';
import personalDomains from 'email-providers';
import {
  EMAIL_PRECHECK_ERROR_RESULT,
  emailDomain,
  emailPrecheckTexts,
  precheckEmail,
  type EmailPrecheckResult,
} from '@candor/contracts';
import { authorize, type Actor } from '../../lib/actor.js';

/** A DNS MX lookup, as `node:dns/promises` resolveMx answers it. Tests pass a fake. */
export type MxResolver = (domain: string) => Promise<{ exchange: string; priority: number }[]>;

export const MX_TIMEOUT_MS = 2000;
const CACHE_TTL_MS = 10 * 60 * 1000;
const CACHE_MAX = 1000;

/** Answers that mean the domain has no mail server, as opposed to the lookup failing. */
const NO_MAIL_SERVER_CODES = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME']);

/** Raised when the resolver cannot answer for the DNS root: no answer about a domain can be trusted. */
const RESOLVER_UNUSABLE = 'ERESOLVERUNUSABLE';
const ROOT_CHECK_TTL_MS = 5 * 60 * 1000;

/**
 * The system resolver (or the given servers, "ip:port"), giving up after the timeout. "No such
 * domain" or "no records" only counts when the resolver also answers for the root zone: a
 * resolver that knows no name at all (a machine without DNS, a captive network) makes every
 * domain look missing, which says nothing about the address.
 */
export function systemMxResolver(
  timeoutMs = MX_TIMEOUT_MS,
  options: { servers?: string[] } = {},
): MxResolver {
  let rootAnsweredAt = -Infinity;
  const newResolver = () => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (options.servers) resolver.setServers(options.servers);
    return resolver;
  };
  async function resolverAnswers(resolver: Resolver): Promise<boolean> {
    if (Date.now() - rootAnsweredAt < ROOT_CHECK_TTL_MS) return true;
    try {
      const servers = await resolver.resolveNs('.');
      if (servers.length === 0) return false;
      rootAnsweredAt = Date.now();
      return true;
    } catch {
      return false;
    }
  }
  return async (domain) => {
    const resolver = newResolver();
    try {
      return await resolver.resolveMx(domain);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      if (code && NO_MAIL_SERVER_CODES.has(code) && !(await resolverAnswers(resolver))) {
        throw Object.assign(new Error('The DNS resolver does not answer for the root zone'), {
          code: RESOLVER_UNUSABLE,
        });
      }
      throw error;
    }
  };
}

class LookupTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new LookupTimeout());
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/** True when the domain or one of its parents is a known disposable-mail domain. */
function isDisposable(domain: string, disposable: ReadonlySet<string>): boolean {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (disposable.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/**
 * The email pre-check of a candidate's address, for those who invite candidates (permission
 * initiate_verification): the client rules first, then the full disposable (mailchecker) and
 * personal (email-providers) lists, then whether the domain has a mail server.
 */
export function createEmailCheckService(deps: {
  resolveMx: MxResolver;
  timeoutMs?: number;
  now?: () => number;
}) {
  const disposable = mailchecker.blacklist();
  const personal = new Set(personalDomains);
  const timeoutMs = deps.timeoutMs ?? MX_TIMEOUT_MS;
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { result: EmailPrecheckResult; expiresAt: number }>();

  async function lookup(domain: string): Promise<EmailPrecheckResult> {
    const cached = cache.get(domain);
    if (cached && cached.expiresAt > now()) return cached.result;
    let result: EmailPrecheckResult;
    try {
      const records = await withTimeout(deps.resolveMx(domain), timeoutMs);
      // A "null MX" (RFC 7505: one record with an empty exchange) says the domain takes no mail.
      const usable = records.filter((r) => r.exchange !== '' && r.exchange !== '.');
      result =
        usable.length > 0
          ? { status: 'VALID', domain, ...emailPrecheckTexts.valid }
          : { status: 'INVALID', domain, ...emailPrecheckTexts.noMailServer };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      if (code && NO_MAIL_SERVER_CODES.has(code)) {
        result = { status: 'INVALID', domain, ...emailPrecheckTexts.noMailServer };
      } else {
        // Timeouts and server failures say nothing about the address: not cached.
        return EMAIL_PRECHECK_ERROR_RESULT;
      }
    }
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(domain, { result, expiresAt: now() + CACHE_TTL_MS });
    return result;
  }

  return {
    async check(actor: Actor, email: string): Promise<EmailPrecheckResult> {
      authorize(actor, 'initiate_verification');
      const quick = precheckEmail(email);
      if (quick.status !== 'VALID') return quick;
      const domain = emailDomain(email);
      if (isDisposable(domain, disposable)) {
        return { status: 'DISPOSABLE', domain, ...emailPrecheckTexts.disposable };
      }
      if (personal.has(domain)) {
        return { status: 'PERSONAL', domain, ...emailPrecheckTexts.personal };
      }
      try {
        return await lookup(domain);
      } catch {
        return EMAIL_PRECHECK_ERROR_RESULT;
      }
    },
  };
}
export type EmailCheckService = ReturnType<typeof createEmailCheckService>;
