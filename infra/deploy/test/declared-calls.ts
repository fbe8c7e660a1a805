import { callsOf, deployable, deployables, type DeployableName, type PortName } from '@glow/topology';

const address = /^https?:\/\/([a-z-]+):(\d+)(\/|$)/;

/**
 * The settings of `caller` that hold another deployable's address (`http://catalog:8081`) on a
 * port libs/topology does not say it calls: `KEY=value` each, none when the topology is right.
 */
export function undeclaredCalls(caller: DeployableName, env: Record<string, unknown>): string[] {
  return Object.entries(env).flatMap(([key, value]) => {
    const [, host, port] = address.exec(String(value)) ?? [];
    const target = deployables.find((candidate) => candidate.name === host);
    if (!target) return [];
    const portName = (Object.keys(target.ports) as PortName[]).find(
      (name) => target.ports[name] === Number(port),
    );
    const declared = callsOf(deployable(caller)).some((call) => call.to === host && call.port === portName);
    return declared ? [] : [`${key}=${String(value)}`];
  });
}
