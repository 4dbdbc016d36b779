import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  billingResponseSchema,
  changePlanBodySchema,
  errorEnvelopeSchema,
  organisationPlanParamsSchema,
  organisationPlanResponseSchema,
  upgradeRequestBodySchema,
  upgradeRequestResponseSchema,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { BillingService } from './billing.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

export const billingRoutes: FastifyPluginCallbackZod<{ service: BillingService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/billing',
    {
      config: { access: { permission: 'billing_management' } },
      schema: {
        operationId: 'getBilling',
        tags: ['billing'],
        summary: "The organisation's plan, verifications used of its limit, and the trial's days left",
        response: { 200: billingResponseSchema, ...errors },
      },
    },
    (request) => service.get(actorOf(request)),
  );

  app.post(
    '/api/billing/upgrade-request',
    {
      config: { access: { permission: 'billing_management' } },
      schema: {
        operationId: 'requestUpgrade',
        tags: ['billing'],
        summary: 'Ask platform staff for a paid plan (recorded as a lead tied to the organisation)',
        body: upgradeRequestBodySchema,
        response: { 201: upgradeRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.requestUpgrade(actorOf(request), request.body, contextOf(request))),
  );

  app.patch(
    '/api/admin/organisations/:organisationId/plan',
    {
      config: { access: 'platform_admin' },
      schema: {
        operationId: 'changeOrganisationPlan',
        tags: ['platform'],
        summary: "Change an organisation's plan, verification limit and trial end (platform staff)",
        params: organisationPlanParamsSchema,
        body: changePlanBodySchema,
        response: { 200: organisationPlanResponseSchema, ...errors },
      },
    },
    (request) =>
      service.changePlan(actorOf(request), request.params.organisationId, request.body, contextOf(request)),
  );
  done();
};
