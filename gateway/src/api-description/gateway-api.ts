import { buildApiDocument, type RouteDescription } from '@glow/service-kit';
import { z } from 'zod';
import { cspReportPath } from '../csp-reports';
import { healthPath } from '../health';

export const openApiPath = '/api/openapi.json';
export const docsPath = '/api/docs';

/** The gateway's own routes on the public port, described like a service's. */
export const gatewayApi: RouteDescription[] = [
  { method: 'get', path: healthPath, summary: 'Liveness of the gateway (nothing about the services)' },
  {
    method: 'post',
    path: cspReportPath,
    body: z.record(z.string(), z.unknown()).describe('A report-uri or Reporting API body, at most 16 KB'),
    status: 204,
    summary: 'What the page’s Content-Security-Policy blocked',
  },
  { method: 'get', path: openApiPath, summary: 'This document: every service’s, merged' },
  { method: 'get', path: docsPath, answerType: 'text/html', summary: 'The API reference page' },
];

export const gatewayDocument = buildApiDocument('gateway', gatewayApi);
