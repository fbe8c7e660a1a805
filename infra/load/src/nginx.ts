import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@glow/service-kit/testing';
import { freePort, killOnExit, type Deployable } from './processes';

/** Debian's nginx (`apt-get install nginx-light`); `NGINX_BIN` points elsewhere. */
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * The reference proxy as an operator would configure it: a keep-alive upstream (HTTP/1.1 with the
 * Connection header cleared, or nginx opens a connection per request), one worker per core, and
 * connections kept as long as Node keeps them (no request limit per connection).
 * Everything it writes stays in `dir`, so it runs unprivileged.
 */
function config(dir: string, port: number, upstream: URL): string {
  return `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  # nginx closes a client's connection after 1,000 requests by default; Node never does, and
  # autocannon counts the request racing that close as an error.
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream service {
    server ${upstream.host};
    keepalive 64;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;
}

/** nginx proxying every path to `upstreamUrl`, from a generated config in a temp folder. */
export async function runNginx(upstreamUrl: string): Promise<Deployable> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'glow-bench-nginx-'));
  const port = await freePort();
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config(dir, port, new URL(upstreamUrl)));
  const child = spawn(nginxBin, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killOnExit(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx to be ready', async () => (await fetch(`${url}/healthz`)).ok, 10_000, 100);
  return {
    url,
    process: child,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop (workers finish, master exits).
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
