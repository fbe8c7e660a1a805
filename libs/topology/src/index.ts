import data from './topology';

type Listed = (typeof data.deployables)[number];
export type DeployableName = Listed['name'];
export type ServiceName = Extract<Listed, { kind: 'service' }>['name'];
export type WebAppName = Extract<Listed, { kind: 'web' }>['name'];
export type SandboxName = Extract<Listed, { kind: 'sandbox' }>['name'];
export type TeamName = keyof typeof data.teams;

/** A deployable's ports by role: `internal` answers its `/internal` routes (INTERNAL_PORT); `ops` is the gateway's operator port. */
export type PortName = 'http' | 'internal' | 'ops';
/** Outside the store: `https` (payment providers, exchange rates), `smtp` (mail). */
export type External = 'https' | 'smtp';

/** One connection a deployable opens to another: on which port, for which routes (path prefixes). */
export interface Call {
  to: DeployableName;
  port: PortName;
  routes?: readonly string[];
}

/** How topology.js writes a deployable: what may be left out is optional. */
interface Entry {
  name: DeployableName;
  /** `sandbox`: a stand-in for outside parties (test mode only), a process of its own with no image. */
  kind: 'gateway' | 'service' | 'web' | 'sandbox';
  team: TeamName;
  /** Its folder: the WORKSPACE of its image. */
  workspace: string;
  package: `@glow/${string}`;
  /** What its process runs, from the workspace folder; `dist/main.js` unless said. */
  entry?: string;
  ports: { http: number; internal?: number; ops?: number };
  /** The PostgreSQL schema it owns. */
  database?: string;
  redis?: boolean;
  /** Topics it is the one producer of; topics its consumers read. */
  produces?: readonly string[];
  consumes?: readonly string[];
  /** Path prefixes the gateway forwards to it. */
  routes?: readonly string[];
  /** Path prefixes of the routes it answers on its internal port. */
  internalRoutes?: readonly string[];
  calls?: readonly Call[];
  external?: readonly External[];
  /** Where a web app's files are served: `/` the shell, `/mf/<name>` a microfrontend. */
  mount?: string;
}

export type Deployable<Name extends DeployableName = DeployableName> = Required<
  Omit<Entry, 'database' | 'mount' | 'name'>
> &
  Pick<Entry, 'database' | 'mount'> & { name: Name };

// The shape is checked here, at compile time: a misspelt field, kind, team, port or callee fails the build.
const entries: readonly Entry[] = data.deployables;

function complete(entry: Entry): Deployable {
  return {
    entry: 'dist/main.js',
    redis: false,
    produces: [],
    consumes: [],
    routes: [],
    internalRoutes: [],
    calls: [],
    external: [],
    ...entry,
  };
}

/** Every deployable of Glow (README.md): the gateway, the services, the payment sandbox, the web apps. */
export const deployables: readonly Deployable[] = entries.map(complete);
export const teams: Readonly<Record<TeamName, string>> = data.teams;

export function deployable<Name extends DeployableName>(name: Name): Deployable<Name> {
  const found = deployables.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no deployable named ${name} in libs/topology/src/topology.js`);
  return found as Deployable<Name>;
}

export const gateway = deployable('gateway');
/** The services, in the gateway's order. */
export const services = deployables.filter(
  (candidate): candidate is Deployable<ServiceName> => candidate.kind === 'service',
);
/** The shell and the microfrontends. */
export const webApps = deployables.filter(
  (candidate): candidate is Deployable<WebAppName> => candidate.kind === 'web',
);

/** The stand-ins for outside parties: the payment sandbox. */
export const sandboxes = deployables.filter(
  (candidate): candidate is Deployable<SandboxName> => candidate.kind === 'sandbox',
);

/** Path prefix → the service the gateway forwards it to. */
export const gatewayRoutes: Readonly<Record<string, ServiceName>> = Object.fromEntries(
  services.flatMap((service) => service.routes.map((prefix) => [prefix, service.name])),
);

/** Path prefix → the sandbox the gateway forwards it to, where that sandbox's address is set (test mode). */
export const sandboxRoutes: Readonly<Record<string, SandboxName>> = Object.fromEntries(
  sandboxes.flatMap((sandbox) => sandbox.routes.map((prefix) => [prefix, sandbox.name])),
);

/** The gateway's setting holding a service's address: `ORDER_SERVICE_URL`. */
export type ServiceUrlVariable<Name extends ServiceName = ServiceName> = `${Uppercase<Name>}_SERVICE_URL`;

export function serviceUrlVariable<Name extends ServiceName>(name: Name): ServiceUrlVariable<Name> {
  return `${name.toUpperCase() as Uppercase<Name>}_SERVICE_URL`;
}

/** Whom a deployable connects to: what it declares, and for the gateway every service with routes. */
export function callsOf(caller: Deployable): readonly Call[] {
  if (caller.kind !== 'gateway') return caller.calls;
  return services
    .filter((service) => service.routes.length > 0)
    .map((service) => ({ to: service.name, port: 'http', routes: service.routes }));
}

/** The deployables that connect to `name` on its `port`. */
export function callersOf(name: DeployableName, port: PortName): DeployableName[] {
  return deployables
    .filter((caller) => callsOf(caller).some((call) => call.to === name && call.port === port))
    .map((caller) => caller.name);
}
