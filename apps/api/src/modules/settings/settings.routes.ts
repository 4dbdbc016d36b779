import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, settingsResponseSchema, updateSettingsBodySchema } from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { SettingsService } from './settings.service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

export const settingsRoutes: FastifyPluginCallbackZod<{ service: SettingsService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/settings',
    {
      config: { access: { permission: 'system_config' } },
      schema: {
        operationId: 'getSettings',
        tags: ['settings'],
        summary: "The organisation's settings",
        response: { 200: settingsResponseSchema, ...errors },
      },
    },
    (request) => service.get(actorOf(request)),
  );

  app.patch(
    '/api/settings',
    {
      config: { access: { permission: 'system_config' } },
      schema: {
        operationId: 'updateSettings',
        tags: ['settings'],
        summary: 'Change some settings (values outside their ranges are refused)',
        body: updateSettingsBodySchema,
        response: { 200: settingsResponseSchema, ...errors },
      },
    },
    (request) => service.update(actorOf(request), request.body, contextOf(request)),
  );
  done();
};
