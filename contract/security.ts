import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detailBodySchema, noContentSchema } from './errors.ts';

/** The fields of a violation we keep; browsers send more, and long ones are cut. */
const text = z.string().max(2048);
const lineNumber = z.number().int().min(0).max(10_000_000);

/** `report-uri` browsers: `Content-Type: application/csp-report`, one violation. */
const legacyReportSchema = z.object({
  'csp-report': z.looseObject({
    'document-uri': text.optional(),
    'violated-directive': text.optional(),
    'effective-directive': text.optional(),
    'blocked-uri': text.optional(),
    'source-file': text.optional(),
    'line-number': lineNumber.optional(),
  }),
});

/** The Reporting API (`report-to`): `Content-Type: application/reports+json`, a batch of reports. */
const reportingApiSchema = z
  .array(
    z.looseObject({
      type: text,
      url: text.optional(),
      body: z
        .looseObject({
          documentURL: text.optional(),
          effectiveDirective: text.optional(),
          blockedURL: text.optional(),
          sourceFile: text.optional(),
          lineNumber: lineNumber.optional(),
        })
        .optional(),
    }),
  )
  .max(50);

export const cspReportBodySchema = z.union([legacyReportSchema, reportingApiSchema]).meta({ id: 'CspReport' });
export type CspReportBody = z.infer<typeof cspReportBodySchema>;

/** The media types browsers send violation reports with (plain JSON is accepted too). */
export const cspReportMediaTypes = ['application/csp-report', 'application/reports+json'] as const;

export const cspReportEndpoint = defineEndpoint({
  method: 'POST',
  path: 'security/csp-report/',
  access: 'public',
  tags: ['security'],
  summary: 'Content-Security-Policy violation reports (sent by browsers)',
  description: 'Recorded in the server log; limited per client address. Answers 204.',
  body: cspReportBodySchema,
  responses: { 204: noContentSchema, 429: detailBodySchema },
});
