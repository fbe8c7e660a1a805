import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IService } from 'kubernetes-models/v1/Service';
import { remotesManifest } from '../../deploy/test/web-apps';
import { ofKind, overlayNames, renderOverlays, type K8sObject, type Overlay, type Rendered } from './render';

interface Route {
  ingress: string;
  host?: string;
  path: string;
  pathType: string;
  service: string;
  annotations: Record<string, string>;
}

let rendered: Rendered;
beforeAll(() => {
  rendered = renderOverlays();
});
afterAll(() => rendered?.remove());

function routes(objects: K8sObject[]): Route[] {
  return ofKind<IIngress>(objects, 'Ingress').flatMap((ingress) =>
    (ingress.spec!.rules ?? []).flatMap((rule) =>
      rule.http!.paths.map((path) => ({
        ingress: ingress.metadata.name,
        host: rule.host,
        path: path.path!,
        pathType: path.pathType,
        service: path.backend.service!.name,
        annotations: ingress.metadata.annotations ?? {},
      })),
    ),
  );
}

/** Where ingress-nginx sends a request path, and the path the backend sees (Exact, then the longest match). */
function route(objects: K8sObject[], requestPath: string): { service: string; path: string } | undefined {
  const candidates = routes(objects).filter((candidate) =>
    candidate.pathType === 'Exact'
      ? candidate.path === requestPath
      : candidate.pathType === 'Prefix'
        ? requestPath === candidate.path || requestPath.startsWith(`${candidate.path.replace(/\/$/, '')}/`)
        : new RegExp(`^${candidate.path}`).test(requestPath),
  );
  const best = candidates.sort(
    (a, b) =>
      Number(b.pathType === 'Exact') - Number(a.pathType === 'Exact') || b.path.length - a.path.length,
  )[0];
  if (!best) return undefined;
  const rewrite = best.annotations['nginx.ingress.kubernetes.io/rewrite-target'];
  const match = new RegExp(`^${best.path}`).exec(requestPath)!;
  const path = rewrite
    ? rewrite.replace(/\$(\d)/g, (_all, index: string) => match[Number(index)] ?? '')
    : requestPath;
  return { service: best.service, path };
}

function eachOverlay(check: (overlay: Overlay, objects: K8sObject[]) => void) {
  for (const overlay of overlayNames) check(overlay, rendered.objects[overlay]);
}

describe('infra/k8s: the ingress', () => {
  it('when a browser asks for the API, the uploads, the socket, a remote or a page, then the right Service answers', () => {
    eachOverlay((overlay, objects) => {
      const answers = (requestPath: string) => ({ overlay, requestPath, ...route(objects, requestPath) });
      expect(answers('/api/products')).toEqual({
        overlay,
        requestPath: '/api/products',
        service: 'gateway',
        path: '/api/products',
      });
      expect(answers('/uploads/p1.webp')).toEqual({
        overlay,
        requestPath: '/uploads/p1.webp',
        service: 'gateway',
        path: '/uploads/p1.webp',
      });
      expect(answers('/uploads/default.jpg')).toMatchObject({ service: 'shell' });
      expect(answers('/socket.io/?EIO=4&transport=websocket')).toMatchObject({ service: 'gateway' });
      expect(answers('/products/abc')).toMatchObject({ service: 'shell', path: '/products/abc' });
      expect(answers('/')).toMatchObject({ service: 'shell' });
      // Each remote of shell/public/remotes.json, served from its own root.
      for (const [remote, manifest] of Object.entries(remotesManifest()))
        expect(answers(manifest)).toEqual({
          overlay,
          requestPath: manifest,
          service: remote.replace('_', '-'),
          path: '/mf-manifest.json',
        });
    });
  });

  it('when a route names a Service, then it exists with that port, behind ingress-nginx', () => {
    eachOverlay((overlay, objects) => {
      for (const ingress of ofKind<IIngress>(objects, 'Ingress')) {
        expect(ingress.spec!.ingressClassName).toBe('nginx');
        for (const path of ingress.spec!.rules!.flatMap((rule) => rule.http!.paths)) {
          const service = ofKind<IService>(objects, 'Service').find(
            (candidate) => candidate.metadata.name === path.backend.service!.name,
          );
          expect({
            overlay,
            path: path.path,
            port: service?.spec?.ports?.some((port) => port.name === path.backend.service!.port!.name),
          }).toEqual({
            overlay,
            path: path.path,
            port: true,
          });
        }
      }
    });
  });

  it('when the socket is WebSocket-only, then its route keeps idle sockets open and pins no session', () => {
    eachOverlay((_overlay, objects) => {
      const socket = routes(objects).find((candidate) => candidate.path === '/socket.io')!;
      expect(
        Number(socket.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']),
      ).toBeGreaterThanOrEqual(3600);
      expect(Object.keys(socket.annotations).filter((key) => key.includes('affinity'))).toEqual([]);
      // Picture uploads pass through the API route: more than ingress-nginx's 1m default.
      expect(routes(objects).find((candidate) => candidate.path === '/api')!.annotations).toMatchObject({
        'nginx.ingress.kubernetes.io/proxy-body-size': '10m',
      });
    });
  });

  it('when production is rendered, then every route is on the public host with TLS; locally on any host', () => {
    const hosts = (overlay: Overlay) => [
      ...new Set(routes(rendered.objects[overlay]).map((candidate) => candidate.host)),
    ];
    expect(hosts('local')).toEqual([undefined]);
    expect(hosts('production')).toEqual(['shop.glow.example']);
    for (const ingress of ofKind<IIngress>(rendered.objects.production, 'Ingress'))
      expect(ingress.spec!.tls).toEqual([{ hosts: ['shop.glow.example'], secretName: 'glow-tls' }]);
  });
});
