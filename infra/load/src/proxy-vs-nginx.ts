import path from 'node:path';
import { startCatalogStack } from './catalog-stack';
import { cachedRoute } from './listing-cached';
import { load, warmAndLoad, warmUp, type LoadFigure } from './load';
import { runNginx } from './nginx';
import { cpuPerRequest } from './process-cpu';
import { runScript } from './processes';
import { percentile, round } from './stats';

type ProxyFigure = LoadFigure & { cpuMicrosPerRequest: number };

export interface ProxyRound {
  direct: LoadFigure;
  gateway: ProxyFigure;
  nginx: LoadFigure;
  /** Node's bare HTTP pipe: what any Node gateway costs at the least. */
  bareNode: ProxyFigure;
  gatewayRatio: number;
  nginxRatio: number;
  bareNodeRatio: number;
  /** gateway ratio ÷ nginx ratio: 1 means the gateway costs what nginx does. */
  gatewayToNginx: number;
  /** gateway requests/s ÷ the bare pipe's: how close the gateway is to the floor of a Node proxy. */
  gatewayToBareNode: number;
}

function roundOf(
  direct: LoadFigure,
  gateway: ProxyFigure,
  nginx: LoadFigure,
  bareNode: ProxyFigure,
): ProxyRound {
  const gatewayRatio = gateway.requestsPerSecond / direct.requestsPerSecond;
  const nginxRatio = nginx.requestsPerSecond / direct.requestsPerSecond;
  return {
    direct,
    gateway,
    nginx,
    bareNode,
    gatewayRatio: round(gatewayRatio, 2),
    nginxRatio: round(nginxRatio, 2),
    bareNodeRatio: round(bareNode.requestsPerSecond / direct.requestsPerSecond, 2),
    gatewayToNginx: round(gatewayRatio / nginxRatio, 2),
    gatewayToBareNode: round(gateway.requestsPerSecond / bareNode.requestsPerSecond, 2),
  };
}

/**
 * The catalog's first page straight, through the gateway, through nginx and through Node's bare
 * HTTP pipe, in `rounds` rounds taking turns (the machine's noise then falls on all alike).
 */
export async function measureProxyVsNginx(seconds = 10, rounds = 3, products = 1_000, connections = 50) {
  const stack = await startCatalogStack(products);
  const nginx = await runNginx(stack.catalogs[0]!.url);
  const bareNode = await runScript(
    path.join(__dirname, 'bare-proxy-main.js'),
    { UPSTREAM_URL: stack.catalogs[0]!.url },
    'the bare Node proxy to be ready',
    '/healthz',
  );
  const listing = (base: string) => ({ url: `${base}${cachedRoute}`, status: 200 });
  const sitting = (base: string) => warmAndLoad(listing(base), seconds, connections);
  // CPU time per request of the proxy's own process: steadier than requests/s on a shared machine.
  const sittingWithCpu = async (proxy: { url: string; process: { pid?: number } }) => {
    await warmUp(listing(proxy.url), connections);
    return cpuPerRequest(proxy.process.pid!, () => load(listing(proxy.url), seconds, connections));
  };
  try {
    const results: ProxyRound[] = [];
    for (let index = 0; index < rounds; index += 1) {
      const direct = await sitting(stack.catalogs[0]!.url);
      const gateway = await sittingWithCpu(stack.gateway);
      const viaNginx = await sitting(nginx.url);
      const viaBareNode = await sittingWithCpu(bareNode);
      results.push(roundOf(direct, gateway, viaNginx, viaBareNode));
    }
    const median = percentile(
      results.map((result) => result.gatewayToNginx),
      50,
    );
    const medianToBareNode = percentile(
      results.map((result) => result.gatewayToBareNode),
      50,
    );
    return { rounds: results, medianGatewayToNginx: median, medianGatewayToBareNode: medianToBareNode };
  } finally {
    await bareNode.stop();
    await nginx.stop();
    await stack.stop();
  }
}
