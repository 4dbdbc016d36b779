import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  demoReportBodySchema,
  demoReportResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  verificationReportFileName,
  verificationReportResponseSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import { renderReportPdf } from './report-pdf.js';
import type { VerificationReportService } from './verification-report.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** The verification report as JSON (preview and download) and PDF, and the demo report's sample. */
export const verificationReportRoutes: FastifyPluginCallbackZod<{ service: VerificationReportService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/verifications/:id/report',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getVerificationReport',
        tags: ['reports'],
        summary:
          'The verification report: candidate (personal data masked), summary with the computed score, education, employment, LinkedIn comparison, services not ordered',
        params: idParamsSchema,
        response: { 200: verificationReportResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      report: await service.get(actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/verifications/:id/report.json',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'downloadVerificationReportJson',
        tags: ['reports'],
        summary: 'Download the verification report as a JSON file (audited)',
        params: idParamsSchema,
        response: { 200: verificationReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const report = await service.download(actorOf(request), request.params.id, 'json', contextOf(request));
      const name = verificationReportFileName(report.verificationId, new Date(report.generatedAt), 'json');
      return reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .send({ success: true as const, report });
    },
  );

  app.get(
    '/api/verifications/:id/report.pdf',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'downloadVerificationReportPdf',
        tags: ['reports'],
        summary: 'Download the verification report as a PDF, rendered on the server (audited)',
        params: idParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const report = await service.download(actorOf(request), request.params.id, 'pdf', contextOf(request));
      const name = verificationReportFileName(report.verificationId, new Date(report.generatedAt), 'pdf');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(await renderReportPdf(report));
    },
  );

  app.post(
    '/api/demo-report',
    {
      config: {
        access: { permission: 'initiate_verification' },
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'createDemoReport',
        tags: ['reports'],
        summary:
          'Demo report: create a sample verification (marked as sample data) for a name, position and company, and queue its automated checks',
        body: demoReportBodySchema,
        response: { 201: demoReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const verificationId = await service.createSample(actorOf(request), request.body, contextOf(request));
      return reply.status(201).send({ success: true as const, verificationId });
    },
  );

  done();
};
