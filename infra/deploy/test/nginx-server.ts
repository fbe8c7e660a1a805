import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@glow/testing';
import {
  fillTemplate,
  securityHeaders,
  securityHeadersTemplate,
  siteTemplate,
  type NginxSite,
} from './web-apps';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) =>
    existsSync(file),
  );
  if (!found)
    throw new Error(
      'nginx is not installed: the web images are checked with a real nginx. On Debian: apt-get install -y nginx-light',
    );
  return found;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Replaces exactly one occurrence, so a changed template fails here instead of running elsewhere. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`expected "${from}" once in the nginx template, found it ${count} times`);
  return text.replace(from, to);
}

/**
 * Runs a site template as the image would (variables from `env`), on `root` instead of the image's
 * /usr/share/nginx/html and on a free loopback port instead of 8080, in the foreground.
 */
export async function startNginx(
  site: NginxSite,
  root: string,
  env: Record<string, string> = {},
): Promise<RunningNginx> {
  const binary = nginxBinary();
  const dir = mkdtempSync(path.join(os.tmpdir(), `glow-nginx-${site}-`));
  const port = await freePort();
  let server = fillTemplate(siteTemplate(site), env);
  server = replaceOnce(server, 'listen 8080;', `listen 127.0.0.1:${port};`);
  server = replaceOnce(server, 'root /usr/share/nginx/html;', `root ${root};`);
  if (server.includes(securityHeaders.includedAs)) {
    const included = path.join(dir, 'security-headers.inc');
    writeFileSync(included, fillTemplate(securityHeadersTemplate(), env));
    server = server.replaceAll(securityHeaders.includedAs, included);
  }
  writeFileSync(path.join(dir, 'site.conf'), server);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the ${site} configuration:\n${check.stderr}`);

  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`nginx (${site}) on ${url}`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    return (await fetch(`${url}/healthz`)).ok;
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
