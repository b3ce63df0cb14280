import type { FastifyInstance } from 'fastify';
import { cspReportEndpoint, cspReportMediaTypes } from '#contract/security.ts';
import { recordCspViolations } from '../http/cspReports.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { boundedJsonParser } from '../http/jsonBody.ts';
import { perAddressLimit } from '../http/rateLimits.ts';

/** Content-Security-Policy violation reports: browsers send them by themselves, so they are logged, never trusted. */
export default async function cspReportRoutes(app: FastifyInstance) {
  // Browsers label the JSON with the reports' own media types.
  app.addContentTypeParser([...cspReportMediaTypes], { parseAs: 'string' }, boundedJsonParser(app));
  registerEndpoint(app, cspReportEndpoint, {
    config: perAddressLimit(app.config.rateLimits.cspReport),
    handler: async (request, reply) => {
      recordCspViolations(request, request.body);
      return reply.code(204).send();
    },
  });
}
