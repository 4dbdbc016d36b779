import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { demoSignInBodySchema, errorEnvelopeSchema } from '@candor/contracts';
import type { Auth } from '../../lib/auth.js';
import { signInWithPassword } from '../../lib/auth-bridge.js';
import type { DemoService } from './demo.service.js';

/** Registered only in demo mode: one-click sign-in as a seeded demo user. */
export const demoRoutes: FastifyPluginCallbackZod<{ service: DemoService; auth: Auth }> = (
  app,
  { service, auth },
  done,
) => {
  app.post(
    '/api/demo/sign-in',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'demoSignIn',
        tags: ['demo'],
        summary: 'Sign in as a demo user (demo installations only)',
        body: demoSignInBodySchema,
        response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { email, password, home } = service.credentials(request.body.user);
      return signInWithPassword(
        auth,
        request,
        reply,
        { email, password },
        { success: true, redirectTo: home },
      );
    },
  );
  done();
};
