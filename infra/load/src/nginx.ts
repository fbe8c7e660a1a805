import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@glow/testing';
import { freePort, killOnExit, type Deployable } from './processes';

/** Debian's nginx (`apt-get install nginx-light`); `NGINX_BIN` points elsewhere. */
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * What nginx tells the upstream about the client: `replace` names the connecting peer (a proxy in
 * front of a service, the default); `append` adds the peer to the client's own list, as the load
 * balancer in front of gateways trusting it (`TRUST_PROXY`) does; `keep` passes the header as it
 * came, as an internal balancer between the gateway and a service must (the gateway already
 * decided who the client is, and the services trust one hop).
 */
export type ForwardedFor = 'replace' | 'append' | 'keep';

const forwardedForHeader: Record<ForwardedFor, string> = {
  replace: 'proxy_set_header X-Forwarded-For $remote_addr;',
  append: 'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  keep: '',
};

/**
 * The reference proxy as an operator would configure it: a keep-alive upstream (HTTP/1.1 with the
 * Connection header cleared, or nginx opens a connection per request), one worker per core, and
 * connections kept as long as Node keeps them (no request limit per connection). Several
 * upstream servers take requests in turn (nginx's default round-robin); WebSocket upgrades pass.
 * Everything it writes stays in `dir`, so it runs unprivileged.
 */
function config(dir: string, port: number, upstreams: URL[], forwardedFor: ForwardedFor): string {
  return `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${errorLog(dir, port)} warn;
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
  # A WebSocket upgrade (Socket.IO) passes through; any other request keeps its upstream connection alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream service {
    # No passive health marking (max_fails=0), as a Kubernetes Service has none: a refused
    # connection still goes on to the next server (proxy_next_upstream below). With nginx's
    # default (one failure benches a server for 10 s) a restarted server got one WebSocket per
    # 10 s back: nginx clears the failure only when a request through it ends, and an upgraded
    # socket does not end. With its peer stopping next, shoppers met "no live upstreams" for minutes.
${upstreams.map((upstream) => `    server ${upstream.host} max_fails=0;`).join('\n')}
    keepalive 64;
    keepalive_requests 1000000;
    # Below Node's 5 s keepAliveTimeout: nginx drops an idle connection before Node does, or a
    # request sent on one Node is closing fails (a POST is not retried: a 502).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # nginx's default, said out loud: a server that refuses the connection (one stopping or not
      # yet started) costs nothing, the request goes to the next one. A POST already sent is not
      # sent again (it may have taken effect).
      proxy_next_upstream error timeout;
      proxy_set_header Host $http_host;
      ${forwardedForHeader[forwardedFor]}
    }
  }
}
`;
}

/** Under BENCH_LOG_DIR (kept after the run) when set, as the processes' logs are. */
function errorLog(dir: string, port: number): string {
  const logDir = process.env.BENCH_LOG_DIR;
  if (!logDir) return `${dir}/error.log`;
  mkdirSync(logDir, { recursive: true });
  return path.resolve(logDir, `nginx-${port}.error.log`);
}

/** nginx's worker processes (the master's children). */
function workersOf(masterPid: number): number[] {
  try {
    return readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export interface Balancer extends Deployable {
  /**
   * Points the balancer at these servers (a config reload): once it answers, only workers of the
   * new config are left, and the old ones have closed their idle client connections.
   */
  route(upstreamUrls: string[]): Promise<void>;
}

/** nginx taking turns over `upstreamUrls` on every path, from a generated config in a temp folder. */
export async function runBalancer(
  upstreamUrls: string[],
  forwardedFor: ForwardedFor,
  /** Default: any free port. */
  chosenPort?: number,
): Promise<Balancer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'glow-bench-nginx-'));
  const port = chosenPort ?? (await freePort());
  const file = path.join(dir, 'nginx.conf');
  const writeConfig = (urls: string[]) =>
    writeFile(
      file,
      config(
        dir,
        port,
        urls.map((url) => new URL(url)),
        forwardedFor,
      ),
    );
  await writeConfig(upstreamUrls);
  const child = spawn(nginxBin, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killOnExit(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx to be ready', async () => (await fetch(`${url}/healthz`)).ok, 10_000, 100);
  return {
    url,
    process: child,
    route: async (urls) => {
      const before = workersOf(child.pid!);
      await writeConfig(urls);
      // SIGHUP: nginx reads its config again, starts new workers and stops the old ones gracefully.
      child.kill('SIGHUP');
      await waitFor(
        'nginx to run on its new config',
        () => {
          const now = workersOf(child.pid!);
          return now.length > 0 && now.every((pid) => !before.includes(pid));
        },
        10_000,
        50,
      );
    },
    stop: async () => {
      // SIGQUIT: nginx's graceful stop (workers finish, master exits).
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** nginx proxying every path to `upstreamUrl`, naming the connecting peer as the client. */
export function runNginx(upstreamUrl: string): Promise<Deployable> {
  return runBalancer([upstreamUrl], 'replace');
}
