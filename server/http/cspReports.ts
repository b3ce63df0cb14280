import type { FastifyRequest } from 'fastify';
import type { CspReportBody } from '#contract/security.ts';

/** A reported URL without its query and fragment, which may carry tokens or personal data. */
function withoutQuery(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const parsed = URL.parse(url);
  // Not a URL: a keyword such as 'inline' or 'eval'.
  return parsed ? `${parsed.origin}${parsed.pathname}` : url.slice(0, 100);
}

interface Violation {
  document?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: number;
}

function violationsOf(body: CspReportBody): Violation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        document: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        source: report['source-file'],
        line: report['line-number'],
      },
    ];
  }
  return body
    .filter((report) => report.type === 'csp-violation')
    .map((report) => ({
      document: report.body?.documentURL ?? report.url,
      directive: report.body?.effectiveDirective,
      blocked: report.body?.blockedURL,
      source: report.body?.sourceFile,
      line: report.body?.lineNumber,
    }));
}

/** Records each Content-Security-Policy violation a browser reported as a security event in the log. */
export function recordCspViolations(request: FastifyRequest, body: CspReportBody): number {
  const violations = violationsOf(body);
  for (const violation of violations) {
    request.log.warn(
      {
        event: 'security.csp_violation',
        document: withoutQuery(violation.document),
        directive: violation.directive,
        blocked: withoutQuery(violation.blocked),
        source: withoutQuery(violation.source),
        line: violation.line,
      },
      'Content-Security-Policy violation reported',
    );
  }
  return violations.length;
}
