import type { Logger, RateLimits } from '@glow/service-kit';
import express, { Router } from 'express';

/** Where browsers send what the page policy blocked (`report-uri`, and `report-to` by its endpoint name). */
export const cspReportPath = '/api/csp-reports';
export const cspReportEndpoint = 'csp-endpoint';

/** `report-uri` posts application/csp-report; the Reporting API application/reports+json. */
const reportTypes = ['application/csp-report', 'application/reports+json', 'application/json'];
const longest = 300;

export interface CspViolationReport {
  document: string;
  directive: string;
  blocked: string;
  source: string;
}

const field = (value: unknown) => (typeof value === 'string' ? value.slice(0, longest) : '');

/** Both formats to one shape, every field a short string: the body is the browser's, or anyone's. */
export function violationsIn(body: unknown): CspViolationReport[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports.flatMap((report: unknown) => {
    if (!report || typeof report !== 'object') return [];
    const legacy = (report as Record<string, unknown>)['csp-report'];
    if (legacy && typeof legacy === 'object') {
      const r = legacy as Record<string, unknown>;
      return [
        {
          document: field(r['document-uri']),
          directive: field(r['effective-directive'] ?? r['violated-directive']),
          blocked: field(r['blocked-uri']),
          source: field(r['source-file']),
        },
      ];
    }
    const { type, body: inner } = report as { type?: unknown; body?: unknown };
    if (type !== 'csp-violation' || !inner || typeof inner !== 'object') return [];
    const r = inner as Record<string, unknown>;
    return [
      {
        document: field(r.documentURL),
        directive: field(r.effectiveDirective),
        blocked: field(r.blockedURL),
        source: field(r.sourceFile),
      },
    ];
  });
}

/**
 * The gateway's one route that reads a body: small reports, each logged as a warning. Counted per
 * client address so a page in a loop, or anyone posting made-up reports, cannot fill the log.
 */
export function cspReports(limits: RateLimits, logger: Logger): Router {
  const router = Router();
  router.post(
    cspReportPath,
    limits.create({ name: 'csp-reports', limit: 30, windowMs: 60_000 }),
    express.json({ type: reportTypes, limit: '16kb' }),
    (req, res) => {
      for (const violation of violationsIn(req.body))
        logger.warn({ violation }, 'content security policy violation');
      res.status(204).end();
    },
  );
  return router;
}
