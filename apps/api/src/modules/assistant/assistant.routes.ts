import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ASSISTANT_PERMISSIONS,
  assistantConfigResponseSchema,
  assistantErrorText,
  assistantQuestionBodySchema,
  assistantSessionResponseSchema,
  assistantSessionsResponseSchema,
  assistantStatsResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  startAssistantSessionBodySchema,
  type AssistantStreamEvent,
} from '@candor/contracts';
import { loggableError } from '../../lib/logger.js';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { AssistantService } from './assistant.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const access = { anyPermission: ASSISTANT_PERMISSIONS };

/** Newline-delimited JSON, unbuffered by proxies, so each line reaches the browser as it is written. */
const sendStream = (reply: FastifyReply, stream: Readable) =>
  reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(stream);

/** The verification assistant: sessions, questions (the answer streams), numbers, configuration. */
export const assistantRoutes: FastifyPluginCallbackZod<{ service: AssistantService }> = (
  app,
  { service },
  done,
) => {
  app.post(
    '/api/assistant/sessions',
    {
      config: { access },
      schema: {
        operationId: 'startAssistantSession',
        tags: ['assistant'],
        summary:
          'Start an assistant session on a verification (its findings) or on claims entered in the form (audited)',
        body: startAssistantSessionBodySchema,
        response: { 201: assistantSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await service.start(actorOf(request), request.body, contextOf(request));
      return reply.code(201).send({ success: true as const, session });
    },
  );

  app.get(
    '/api/assistant/sessions',
    {
      config: { access },
      schema: {
        operationId: 'listAssistantSessions',
        tags: ['assistant'],
        summary: 'The 20 most recent sessions the member may reopen',
        response: { 200: assistantSessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, sessions: await service.list(actorOf(request)) }),
  );

  app.get(
    '/api/assistant/sessions/:id',
    {
      config: { access },
      schema: {
        operationId: 'getAssistantSession',
        tags: ['assistant'],
        summary: 'A session with its claims, the counts of its findings and its messages',
        params: idParamsSchema,
        response: { 200: assistantSessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      session: await service.get(actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/assistant/sessions/:id/messages',
    {
      config: { access },
      schema: {
        operationId: 'askAssistant',
        tags: ['assistant'],
        summary:
          'Ask a question. Answers application/x-ndjson: {"type":"delta"} lines as a model writes, then {"type":"answer"} with the stored question and answer, or {"type":"error"} (nothing stored)',
        params: idParamsSchema,
        body: assistantQuestionBodySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const loaded = await service.prepare(actorOf(request), request.params.id);
      const stream = new PassThrough();
      const write = (event: AssistantStreamEvent) => {
        if (!stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`);
      };
      // A browser that leaves stops the model; nothing is stored for an unfinished answer.
      const leave = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) leave.abort();
      });
      service
        .answer(loaded, request.body.message, contextOf(request), write, leave.signal)
        .catch((error: unknown) => {
          request.log.error({ err: loggableError(error) }, 'assistant: the answer failed');
          write({ type: 'error', message: assistantErrorText(null) });
        })
        .finally(() => stream.end());
      return sendStream(reply, stream);
    },
  );

  app.get(
    '/api/assistant/stats',
    {
      config: { access },
      schema: {
        operationId: 'assistantStats',
        tags: ['assistant'],
        summary:
          'Sessions, the mean rule confidence of the findings discussed and the median measured answer time',
        response: { 200: assistantStatsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, stats: await service.stats(actorOf(request)) }),
  );

  app.get(
    '/api/assistant/config',
    {
      config: { access: { permission: 'system_config' } },
      schema: {
        operationId: 'assistantConfig',
        tags: ['assistant'],
        summary:
          'The language model in use (provider and model, never the key) and the personal data a question sends',
        response: { 200: assistantConfigResponseSchema, ...errors },
      },
    },
    (request) => ({ success: true as const, config: service.config(actorOf(request)) }),
  );

  done();
};
