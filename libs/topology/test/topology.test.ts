import {
  callsOf,
  deployable,
  deployables,
  gatewayRoutes,
  sandboxRoutes,
  services,
  teams,
  webApps,
} from '../src';

const repeated = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('the topology', () => {
  it('when deployables are listed, then each name, schema, route and produced topic belongs to one of them', () => {
    expect(repeated(deployables.map((one) => one.name))).toEqual([]);
    expect(repeated(deployables.flatMap((one) => (one.database ? [one.database] : [])))).toEqual([]);
    expect(repeated(deployables.flatMap((one) => one.routes))).toEqual([]);
    expect(repeated(deployables.flatMap((one) => one.produces))).toEqual([]);
    expect(Object.keys(gatewayRoutes).length).toBe(services.flatMap((service) => service.routes).length);
  });

  it('when a team is named, then it owns at least one deployable', () => {
    const owning = new Set(deployables.map((one) => one.team));
    expect(Object.keys(teams).filter((team) => !owning.has(team as keyof typeof teams))).toEqual([]);
  });

  it('when the gateway routes a prefix, then it is one segment or /api/<word>, as the gateway matches them', () => {
    const unmatchable = [...Object.keys(gatewayRoutes), ...Object.keys(sandboxRoutes)].filter(
      (prefix) => !/^\/([a-z.-]+|api\/[a-z-]+)$/.test(prefix),
    );
    expect(unmatchable).toEqual([]);
  });

  it('when a deployable calls another, then on a port that one has, for routes it answers there', () => {
    for (const caller of deployables)
      for (const call of callsOf(caller)) {
        const callee = deployable(call.to);
        const answered = call.port === 'internal' ? callee.internalRoutes : callee.routes;
        const unanswered = (call.routes ?? []).filter(
          (route) => !answered.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)),
        );
        expect({ caller: caller.name, call, port: callee.ports[call.port], unanswered }).toEqual({
          caller: caller.name,
          call,
          port: expect.any(Number),
          unanswered: [],
        });
      }
  });

  it('when a deployable answers /internal routes, then it has an internal port, and only then', () => {
    for (const one of deployables)
      expect({ name: one.name, internalPort: one.ports.internal !== undefined }).toEqual({
        name: one.name,
        internalPort: one.internalRoutes.length > 0,
      });
  });

  it('when a web app is listed, then it has a mount (the shell at /, each microfrontend at /mf/<name>); nothing else has one', () => {
    expect(webApps.map((app) => [app.name, app.mount])).toEqual(
      webApps.map((app) => [app.name, app.name === 'shell' ? '/' : `/mf/${app.name.replace(/^mf-/, '')}`]),
    );
    expect(deployables.filter((one) => one.kind !== 'web' && one.mount !== undefined)).toEqual([]);
  });
});
