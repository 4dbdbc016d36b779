import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CANDIDATE_TOKEN_HEADER,
  candidateTokenParamsSchema,
  createSubmitVerificationCallBodySchema,
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  requestMoreInfoResponseSchema,
  saveCandidateDraftBodySchema,
  saveCandidateDraftResponseSchema,
  submitVerificationResponseSchema,
  type TodayFn,
} from '@candor/contracts';
import { candidateTokenFromHeader } from '../../lib/candidate-token.js';
import { contextOf } from '../../lib/request-context.js';
import type { StaffAccess } from '../../plugins/authenticate.js';
import type { CandidatePortalService } from './candidate-portal.service.js';
import type { ReviewService } from '../review/review.service.js';

/** Candidate calls per address and minute; wrong tokens are limited far more tightly by the service. */
export const CANDIDATE_CALLS_PER_MINUTE = 180;

/**
 * Who may request more information (call 5 of docs/product.md#api-calls, on POST /api/submit-verification; ADR 013): staff who
 * start or decide verifications. Read-only roles (auditor, compliance officer, system
 * administrator) may not reopen a candidate's form. The verification must also be visible to them.
 */
export const REQUEST_MORE_INFO_ACCESS = {
  anyPermission: ['initiate_verification', 'approve_verifications', 'reject_verifications'],
} as const satisfies StaffAccess;

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
export const candidatePortalRoutes: FastifyPluginCallbackZod<{
  service: CandidatePortalService;
  review: ReviewService;
  /** Today's date (YYYY-MM-DD) for the deadline rule, from the server's clock. */
  today: TodayFn;
}> = (app, { service, review, today }, done) => {
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
        tags: ['candidate', 'verifications'],
        summary: `The candidate submits the form with the signed consent (token in the ${CANDIDATE_TOKEN_HEADER} header), or, with action REQUEST_MORE_INFO, a signed-in reviewer asks for more information (initiate_verification, approve_verifications or reject_verifications)`,
        body: createSubmitVerificationCallBodySchema(today),
        response: {
          200: z.union([requestMoreInfoResponseSchema, submitVerificationResponseSchema]),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.action === 'REQUEST_MORE_INFO') {
        const actor = await app.authorizeStaff(request, REQUEST_MORE_INFO_ACCESS);
        return review.requestMoreInfo(actor, body, contextOf(request));
      }
      return service.submit(
        candidateTokenFromHeader(request.headers[CANDIDATE_TOKEN_HEADER]),
        body,
        contextOf(request),
      );
    },
  );

  done();
};
