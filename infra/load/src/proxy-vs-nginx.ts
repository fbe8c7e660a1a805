import { startCatalogStack } from './catalog-stack';
import { cachedRoute } from './listing-cached';
import { warmAndLoad, type LoadFigure } from './load';
import { runNginx } from './nginx';
import { percentile, round } from './stats';

export interface ProxyRound {
  direct: LoadFigure;
  gateway: LoadFigure;
  nginx: LoadFigure;
  gatewayRatio: number;
  nginxRatio: number;
  /** gateway ratio ÷ nginx ratio: 1 means the gateway costs what nginx does. */
  gatewayToNginx: number;
}

function roundOf(direct: LoadFigure, gateway: LoadFigure, nginx: LoadFigure): ProxyRound {
  const gatewayRatio = gateway.requestsPerSecond / direct.requestsPerSecond;
  const nginxRatio = nginx.requestsPerSecond / direct.requestsPerSecond;
  return {
    direct,
    gateway,
    nginx,
    gatewayRatio: round(gatewayRatio, 2),
    nginxRatio: round(nginxRatio, 2),
    gatewayToNginx: round(gatewayRatio / nginxRatio, 2),
  };
}

/**
 * The catalog's first page straight, through the gateway and through nginx, in `rounds` rounds
 * taking turns (the machine's noise then falls on all three alike); the median round's ratios.
 */
export async function measureProxyVsNginx(seconds = 10, rounds = 3, products = 1_000, connections = 50) {
  const stack = await startCatalogStack(products);
  const nginx = await runNginx(stack.catalogs[0]!.url);
  const sitting = (base: string) =>
    warmAndLoad({ url: `${base}${cachedRoute}`, status: 200 }, seconds, connections);
  try {
    const results: ProxyRound[] = [];
    for (let index = 0; index < rounds; index += 1) {
      const direct = await sitting(stack.catalogs[0]!.url);
      const gateway = await sitting(stack.gateway.url);
      const viaNginx = await sitting(nginx.url);
      results.push(roundOf(direct, gateway, viaNginx));
    }
    const median = percentile(
      results.map((result) => result.gatewayToNginx),
      50,
    );
    return { rounds: results, medianGatewayToNginx: median };
  } finally {
    await nginx.stop();
    await stack.stop();
  }
}
