import fc from 'fast-check';
import type { ApiDocument } from '@glow/service-kit';
import { FuzzCases, type FuzzOperation, type FuzzRequest } from './fuzz-cases';
import type { JsonSchema } from './schema-values';

/** Who calls: no token, a shopper's, an admin's. */
export type FuzzCallers = Record<'anonymous' | 'shopper' | 'admin', string | undefined>;

export interface FuzzOptions {
  baseUrl: string;
  document: ApiDocument;
  /** Asked before each route: a route may end its caller's session (logout, a new password). */
  callers: () => FuzzCallers | Promise<FuzzCallers>;
  casesPerRoute: number;
  /** The run's seed; route i runs with seed + i (reported with each finding). */
  seed?: number;
  timeoutMs?: number;
  /** Leaves routes out (`METHOD /path` in OpenAPI's form), e.g. a webhook whose senders are not browsers. */
  skip?: (route: string) => boolean;
}

/** A request whose answer broke the rules: a 5xx, a hang, or a 4xx that is not JSON `{ message }`. */
export interface FuzzFinding {
  route: string;
  caller: string;
  request: Omit<FuzzRequest, 'body'> & { body?: string };
  problem: string;
  /** `fc.check(…, { seed, path })` replays it. */
  seed: number;
  path?: string;
}

export interface FuzzReport {
  routes: number;
  cases: number;
  requests: number;
  /** Answers by status class (`2xx`, `4xx`, …), so a run that only ever got refused shows it. */
  answers: Record<string, number>;
  findings: FuzzFinding[];
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(document: ApiDocument): FuzzOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method] as Omit<FuzzOperation, 'method' | 'path'> | undefined;
      return operation ? [{ ...operation, method, path }] : [];
    }),
  );
}

/** Why an answer breaks the rules, or undefined when it keeps them. */
async function problemOf(answer: Response, answers: Record<string, number>): Promise<string | undefined> {
  const statusClass = `${String(answer.status).charAt(0)}xx`;
  answers[statusClass] = (answers[statusClass] ?? 0) + 1;
  const text = await answer.text();
  if (answer.status >= 500) return `answered ${answer.status}: ${text.slice(0, 200)}`;
  if (answer.status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${answer.status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string'
    ? undefined
    : `answered ${answer.status} without a string message: ${text.slice(0, 200)}`;
}

async function send(
  baseUrl: string,
  request: FuzzRequest,
  token: string | undefined,
  { timeoutMs, answers }: { timeoutMs: number; answers: Record<string, number> },
) {
  try {
    const answer = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: {
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: request.method === 'GET' ? undefined : request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return await problemOf(answer, answers);
  } catch (error) {
    const name = (error as Error).name;
    return name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `request failed: ${String(error)}`;
  }
}

const printable = ({ body, url, ...request }: FuzzRequest) => ({
  ...request,
  url: url.length > 300 ? `${url.slice(0, 300)}… (${url.length} characters)` : url,
  ...(body === undefined
    ? {}
    : {
        body:
          typeof body === 'string'
            ? body.length > 300
              ? `${body.slice(0, 300)}… (${body.length} characters)`
              : body
            : '(multipart form)',
      }),
});

/**
 * Property-based fuzzing from an API description: for each operation, `casesPerRoute` requests of
 * every kind (valid, boundary, wrong types, odd Unicode, malformed, oversized), each sent as every
 * caller. The property: no 5xx, no hang, and every 4xx is JSON `{ message }`. One finding per route
 * (the first failing case, with its seed and path).
 */
export async function fuzzApi(options: FuzzOptions): Promise<FuzzReport> {
  const seed = options.seed ?? Date.now();
  const timeoutMs = options.timeoutMs ?? 5_000;
  const components = (options.document.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const cases = new FuzzCases(components);
  const operations = operationsOf(options.document).filter(
    (operation) => !options.skip?.(`${operation.method.toUpperCase()} ${operation.path}`),
  );
  const report: FuzzReport = { routes: operations.length, cases: 0, requests: 0, answers: {}, findings: [] };

  for (const [index, operation] of operations.entries()) {
    const route = `${operation.method.toUpperCase()} ${operation.path}`;
    let finding: FuzzFinding | undefined;
    const callers = Object.entries(await options.callers());
    const property = fc.asyncProperty(cases.of(operation), async (request) => {
      report.cases += 1;
      report.requests += callers.length;
      // The callers' requests are independent: sent together, the service's waits overlap.
      const problems = await Promise.all(
        callers.map(([, token]) =>
          send(options.baseUrl, request, token, { timeoutMs, answers: report.answers }),
        ),
      );
      const failed = problems.findIndex(Boolean);
      if (failed === -1) return true;
      finding = {
        route,
        caller: callers[failed]![0],
        request: printable(request),
        problem: problems[failed]!,
        seed: seed + index,
      };
      return false;
    });
    const outcome = await fc.check(property, {
      numRuns: options.casesPerRoute,
      seed: seed + index,
      endOnFailure: true,
    });
    if (outcome.failed && finding)
      report.findings.push({ ...finding, path: outcome.counterexamplePath ?? undefined });
  }
  return report;
}
