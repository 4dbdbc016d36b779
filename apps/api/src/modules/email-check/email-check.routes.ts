import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { emailPrecheckBodySchema, emailPrecheckResponseSchema, errorEnvelopeSchema } from '@candor/contracts';
import { actorOf } from '../../plugins/authenticate.js';
import type { EmailCheckService } from './email-check.service.js';

const CHECKS_PER_MINUTE = 60;

export const emailCheckRoutes: FastifyPluginCallbackZod<{ service: EmailCheckService }> = (
  app,
  { service },
  done,
) => {
  app.post(
    '/api/email-check',
    {
      config: {
        access: { permission: 'initiate_verification' },
        rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'checkEmail',
        tags: ['verifications'],
        summary: 'Pre-check a candidate email: format, disposable and personal providers, mail server',
        body: emailPrecheckBodySchema,
        response: {
          200: emailPrecheckResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      result: await service.check(actorOf(request), request.body.email),
    }),
  );
  done();
};
