import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CANDIDATE_TOKEN_HEADER,
  candidateTokenParamsSchema,
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  saveCandidateDraftBodySchema,
  saveCandidateDraftResponseSchema,
  submitCandidateVerificationBodySchema,
  submitVerificationResponseSchema,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import type { CandidatePortalService } from './candidate-portal.service.js';
import { candidateTokenFromHeader } from './verification-access.service.js';

/** Candidate calls per address and minute; wrong tokens are limited far more tightly by the service. */
export const CANDIDATE_CALLS_PER_MINUTE = 180;

const errors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/**
 * The candidate portal's calls, authorised by the link token (no sign-in). The token travels in
 * the path here and in the x-candidate-token header on POST /api/submit-verification.
 */
export const candidatePortalRoutes: FastifyPluginCallbackZod<{ service: CandidatePortalService }> = (
  app,
  { service },
  done,
) => {
  const access = 'candidate' as const;
  const rateLimit = { max: CANDIDATE_CALLS_PER_MINUTE, timeWindow: '1 minute' };

  // Candidate responses carry personal data and a secret in the URL: never cached, never referred.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
  });

  app.get(
    '/api/candidate/:token',
    {
      config: { access, rateLimit },
      schema: {
        operationId: 'getCandidatePortal',
        tags: ['candidate'],
        summary: 'The candidate portal: invitation prefill, draft, documents; the status after submission',
        params: candidateTokenParamsSchema,
        response: { 200: getCandidatePortalResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      portal: await service.getPortal(request.params.token, contextOf(request)),
    }),
  );

  app.put(
    '/api/candidate/:token/draft',
    {
      config: { access, rateLimit },
      schema: {
        operationId: 'saveCandidateDraft',
        tags: ['candidate'],
        summary: 'Autosave the form and the current step (the first save moves INVITED to IN_PROGRESS)',
        params: candidateTokenParamsSchema,
        body: saveCandidateDraftBodySchema,
        response: { 200: saveCandidateDraftResponseSchema, ...errors },
      },
    },
    (request) => service.saveDraft(request.params.token, request.body, contextOf(request)),
  );

  app.post(
    '/api/submit-verification',
    {
      config: { access, rateLimit },
      schema: {
        operationId: 'submitVerification',
        tags: ['candidate'],
        summary: `Submit the completed form with the signed consent (SPEC §7 call 4); token in the ${CANDIDATE_TOKEN_HEADER} header`,
        body: submitCandidateVerificationBodySchema,
        response: { 200: submitVerificationResponseSchema, 401: errorEnvelopeSchema, ...errors },
      },
    },
    (request) =>
      service.submit(
        candidateTokenFromHeader(request.headers[CANDIDATE_TOKEN_HEADER]),
        request.body,
        contextOf(request),
      ),
  );

  done();
};
