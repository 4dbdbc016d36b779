import type { FastifyRequest } from 'fastify';

/** What services may know about the HTTP request: who is calling from where, nothing else. */
export type RequestContext = {
  requestId: string;
  ip: string;
  userAgent: string | null;
};

const USER_AGENT_MAX = 512;

export function contextOf(request: FastifyRequest): RequestContext {
  const ua = request.headers['user-agent'];
  return {
    requestId: request.id,
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, USER_AGENT_MAX) : null,
  };
}
