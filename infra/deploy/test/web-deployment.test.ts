import { existsSync } from 'node:fs';
import path from 'node:path';
import { containerEnv, readCompose, repoRoot, type ComposeFile, type ComposeService } from './compose-file';
import { versionOf, workspaceDependencies } from './deployables';
import { readDockerfile } from './dockerfile';
import {
  remoteProxies,
  remotesManifest,
  securityHeaders,
  siteOf,
  siteTemplate,
  siteTemplates,
  templateVariables,
  webWorkspaces,
} from './web-apps';

const webDockerfile = 'infra/deploy/web.Dockerfile';

let compose: ComposeFile;

beforeAll(() => {
  compose = readCompose();
});

function containerBuilding(workspace: string): [string, ComposeService] {
  const found = Object.entries(compose.services).find(
    ([, service]) => service.build?.args?.WORKSPACE === workspace,
  );
  if (!found) throw new Error(`no container in docker-compose.yml builds ${workspace}`);
  return found;
}

function shellEnv(): Record<string, string> {
  return containerEnv(containerBuilding('shell')[1], {});
}

describe('docker-compose.yml and the web Dockerfile', () => {
  it('when a web app exists in the workspace, then compose builds it with the web Dockerfile and its nginx site', () => {
    expect(webWorkspaces()).toEqual(['shell', 'mf-storefront', 'mf-checkout', 'mf-admin']);
    for (const workspace of webWorkspaces()) {
      const [name, service] = containerBuilding(workspace);
      expect({ name, build: service.build }).toEqual({
        name,
        build: {
          context: '.',
          dockerfile: webDockerfile,
          args: { WORKSPACE: workspace, VERSION: versionOf(workspace), NGINX_SITE: siteOf(workspace) },
        },
      });
      expect(service.image).toBe(`glow/${workspace}:${versionOf(workspace)}`);
      expect(existsSync(path.join(repoRoot, workspace, 'webpack.config.js'))).toBe(true);
    }
  });

  it('when the web Dockerfile builds an app, then it installs the libraries the app depends on and serves its dist/ with the chosen site', () => {
    const [build, runtime] = readDockerfile(webDockerfile).slice(1);
    const copied = build!
      .filter((step) => step.keyword === 'COPY')
      .map((step) => /^(libs\/[a-z-]+)\/package\.json /.exec(step.args)?.[1])
      .filter((lib): lib is string => Boolean(lib));
    for (const workspace of webWorkspaces()) {
      const missing = workspaceDependencies(workspace)
        .filter((name) => name.startsWith('@glow/'))
        .map((name) => `libs/${name.slice('@glow/'.length)}`)
        .filter((lib) => !copied.includes(lib));
      expect({ workspace, missing }).toEqual({ workspace, missing: [] });
    }
    expect(build!.map((step) => `${step.keyword} ${step.args}`)).toContain(
      'RUN npm run build -w "${WORKSPACE}"',
    );
    const copies = runtime!.filter((step) => step.keyword === 'COPY').map((step) => step.args);
    expect(copies).toEqual([
      'infra/deploy/nginx/${NGINX_SITE}.conf.template /etc/nginx/templates/default.conf.template',
      // The image writes /etc/nginx/templates/x.template to /etc/nginx/conf.d/x, where the shell includes it.
      `infra/deploy/nginx/${securityHeaders.template} /etc/nginx/templates/${securityHeaders.template}`,
      '--from=build /app/${WORKSPACE}/dist/ /usr/share/nginx/html/',
    ]);
    for (const site of ['shell', 'remote'] as const)
      expect(siteTemplate(site)).toContain('root /usr/share/nginx/html;');
    expect(securityHeaders.includedAs).toBe(
      `/etc/nginx/conf.d/${securityHeaders.template.replace(/\.template$/, '')}`,
    );
    expect(runtime!.find((step) => step.keyword === 'HEALTHCHECK')?.args).toContain('/healthz');
  });

  it('when the store is reached from outside, then the shell publishes the only port', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]) => service.ports?.length)
      .map(([name, service]) => ({ name, ports: service.ports }));
    expect(published).toEqual([{ name: containerBuilding('shell')[0], ports: ['${GLOW_PORT:-8080}:8080'] }]);
  });

  it('when the shell starts, then its environment sets exactly the variables of its nginx template', () => {
    expect(Object.keys(shellEnv()).sort()).toEqual(templateVariables(siteTemplates('shell')));
    expect(templateVariables(siteTemplates('remote'))).toEqual([]);
  });

  it('when the shell forwards /api, /uploads and /socket.io, then they reach the gateway container, started first', () => {
    const [gateway, gatewayService] = containerBuilding('gateway');
    const url = new URL(shellEnv().GLOW_GATEWAY_URL!);
    expect({ host: url.hostname, port: url.port, path: url.pathname }).toEqual({
      host: gateway,
      port: '8080',
      path: '/',
    });
    expect(containerBuilding('shell')[1].depends_on?.[gateway]).toEqual({ condition: 'service_healthy' });
    expect(gatewayService.environment?.TRUST_PROXY).toBe('1');
  });

  it('when remotes.json names a microfrontend, then the shell forwards its path to the container that builds it', () => {
    const proxies = remoteProxies(siteTemplate('shell'));
    const manifest = remotesManifest();
    expect(Object.keys(manifest).sort()).toEqual(
      webWorkspaces()
        .filter((workspace) => workspace !== 'shell')
        .map((workspace) => workspace.replace('-', '_'))
        .sort(),
    );
    for (const [name, manifestPath] of Object.entries(manifest)) {
      const prefix = `${path.posix.dirname(manifestPath)}/`;
      const variable = proxies.get(prefix);
      expect({ name, prefix, variable }).toEqual({ name, prefix, variable: expect.any(String) });
      const url = new URL(shellEnv()[variable!]!);
      const [container] = containerBuilding(name.replace('_', '-'));
      expect({ name, host: url.hostname, port: url.port, path: url.pathname }).toEqual({
        name,
        host: container,
        port: '8080',
        path: '/',
      });
      expect(containerBuilding('shell')[1].depends_on?.[container]).toEqual({ condition: 'service_healthy' });
    }
  });
});
