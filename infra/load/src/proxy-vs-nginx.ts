import path from 'node:path';
import { startCatalogStack } from './catalog-stack';
import { cachedRoute } from './listing-cached';
import { warmAndLoad, type LoadFigure } from './load';
import { runNginx } from './nginx';
import { runScript } from './processes';
import { percentile, round } from './stats';

export interface ProxyRound {
  direct: LoadFigure;
  gateway: LoadFigure;
  nginx: LoadFigure;
  /** Node's bare HTTP pipe: what any Node gateway costs at the least. */
  bareNode: LoadFigure;
  gatewayRatio: number;
  nginxRatio: number;
  bareNodeRatio: number;
  /** gateway ratio ÷ nginx ratio: 1 means the gateway costs what nginx does. */
  gatewayToNginx: number;
}

function roundOf(
  direct: LoadFigure,
  gateway: LoadFigure,
  nginx: LoadFigure,
  bareNode: LoadFigure,
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
  const sitting = (base: string) =>
    warmAndLoad({ url: `${base}${cachedRoute}`, status: 200 }, seconds, connections);
  try {
    const results: ProxyRound[] = [];
    for (let index = 0; index < rounds; index += 1) {
      const direct = await sitting(stack.catalogs[0]!.url);
      const gateway = await sitting(stack.gateway.url);
      const viaNginx = await sitting(nginx.url);
      const viaBareNode = await sitting(bareNode.url);
      results.push(roundOf(direct, gateway, viaNginx, viaBareNode));
    }
    const median = percentile(
      results.map((result) => result.gatewayToNginx),
      50,
    );
    return { rounds: results, medianGatewayToNginx: median };
  } finally {
    await bareNode.stop();
    await nginx.stop();
    await stack.stop();
  }
}
