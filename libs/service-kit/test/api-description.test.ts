import { defineService, parseInput, type RouteDescription } from '@glow/service-kit';
import {
  apiDocumentProblems,
  describedRoutes,
  fetchApiDocument,
  fuzzApi,
  registeredRoutes,
  signedCallers,
  startServiceForTest,
  type ServiceUnderTest,
} from '@glow/testing';
import { z } from 'zod';

const noteInput = z.object({ title: z.string().min(1).max(20), stars: z.number().int().min(1).max(5) });

const api: RouteDescription[] = [
  { method: 'post', path: '/api/notes', access: 'user', body: noteInput, summary: 'Adds a note' },
  { method: 'get', path: '/api/notes/:id', summary: 'One note' },
  { method: 'post', path: '/api/fragile', body: noteInput, summary: 'Trusts its body' },
  { method: 'post', path: '/internal/notes/purge', summary: 'Service to service' },
];

const probe = defineService({
  name: 'apiprobe',
  api,
  routes: (app, ctx) => {
    app.post('/api/notes', ctx.auth.requireUser, (req, res) => {
      res.status(201).json(parseInput(noteInput, req.body));
    });
    app.get('/api/notes/:id', (req, res) => {
      res.json({ id: req.params.id });
    });
    app.post('/api/fragile', (req, res) => {
      res.json({ title: (req.body as { title: string }).title.toUpperCase() });
    });
    app.post('/internal/notes/purge', (_req, res) => {
      res.json({ purged: 0 });
    });
    app.get('/api/undescribed', (_req, res) => {
      res.json({});
    });
  },
});

let running: ServiceUnderTest;
beforeAll(async () => {
  running = await startServiceForTest(probe);
});
afterAll(() => running.stop());

it('when a service describes its routes, then GET /openapi.json is a valid OpenAPI 3.1 document with their security and internal marks', async () => {
  const document = await fetchApiDocument(running.url);
  expect(await apiDocumentProblems(document)).toEqual([]);
  expect(document.components?.securitySchemes?.bearer).toEqual({
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  const addNote = document.paths?.['/api/notes']?.post;
  expect(addNote?.security).toEqual([{ bearer: [] }]);
  expect(addNote?.['x-glow-access']).toBe('user');
  expect(document.paths?.['/internal/notes/purge']?.post?.['x-internal']).toBe(true);
  expect(document.paths?.['/api/notes/{id}']?.get?.parameters).toEqual([
    { schema: { type: 'string' }, required: true, name: 'id', in: 'path' },
  ]);
});

it('when a route is registered but not described, then the comparison names it', async () => {
  const document = await fetchApiDocument(running.url);
  const registered = registeredRoutes(running);
  const described = describedRoutes(document);
  expect(registered.filter((route) => !described.includes(route))).toEqual(['GET /api/undescribed']);
  expect(described.filter((route) => !registered.includes(route))).toEqual([]);
});

it('when a route trusts its body, then the fuzzer finds its 500 and reports a seed to replay it', async () => {
  const report = await fuzzApi({
    baseUrl: running.url,
    document: await fetchApiDocument(running.url),
    callers: () => signedCallers(running),
    casesPerRoute: 30,
    seed: 42,
  });
  expect(report).toMatchObject({ routes: 4 });
  expect(report.requests).toBeGreaterThanOrEqual(report.cases);
  expect(report.findings.map((finding) => [finding.route, finding.seed])).toEqual([
    ['POST /api/fragile', 44],
  ]);
  expect(report.findings[0]!.problem).toMatch(/^answered 500/);
});
