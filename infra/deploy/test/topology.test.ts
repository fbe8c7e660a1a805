import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { topicContracts, topics } from '@glow/contracts';
import { deployables, sandboxes, services, webApps, type Deployable } from '@glow/topology';
import { readCompose, repoRoot, type ComposeFile } from './compose-file';
import { undeclaredCalls } from './declared-calls';
import { loadDeployables, serviceFolders, type Deployable as CodeDeployable } from './deployables';
import { readDockerfile, stageEnv } from './dockerfile';
import { siteOf, siteTemplate } from './web-apps';

/**
 * libs/topology is the one list of deployables the gateway, the runner, Jest, ESLint and the
 * benches read: these tests hold it to what the code, the workspaces and docker-compose.yml say.
 */
let code: CodeDeployable[];
let compose: ComposeFile;

beforeAll(async () => {
  code = await loadDeployables();
  compose = readCompose();
});

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const sorted = (values: readonly string[]) => [...new Set(values)].sort();
const withImage = deployables.filter((one) => one.kind !== 'sandbox');

/** The users of infra/deploy/redis/users.acl, but the anonymous one. */
function redisUsers(): string[] {
  const rules = readFileSync(path.join(repoRoot, 'infra/deploy/redis/users.acl'), 'utf8');
  return [...rules.matchAll(/^user ([a-z]+) /gm)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'default');
}

describe('libs/topology and the workspaces', () => {
  it('when a folder of services/ has a package.json, then the topology lists it as a service or a sandbox; every web app workspace too', () => {
    expect(sorted([...services, ...sandboxes].map((one) => one.workspace))).toEqual(serviceFolders());
    const workspaces = readJson<{ workspaces: string[] }>('package.json').workspaces;
    expect(sorted(webApps.map((app) => app.workspace))).toEqual(
      sorted(workspaces.filter((workspace) => workspace === 'shell' || workspace.startsWith('mf-'))),
    );
  });

  it('when the topology names a deployable’s package and entry, then its workspace has that package and the entry’s source', () => {
    for (const one of deployables) {
      const { name } = readJson<{ name: string }>(`${one.workspace}/package.json`);
      const source = one.entry.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts');
      expect({ deployable: one.name, package: name }).toEqual({ deployable: one.name, package: one.package });
      if (one.kind !== 'web')
        expect({
          deployable: one.name,
          source,
          exists: existsSync(path.join(repoRoot, one.workspace, source)),
        }).toEqual({ deployable: one.name, source, exists: true });
    }
  });
});

describe('libs/topology and the code', () => {
  const declared = (name: string): Deployable => deployables.find((one) => one.name === name)!;

  it('when a deployable produces or consumes a topic, then the topology says so: the contracts name it the owner, its consumers subscribe to it', () => {
    for (const { name, subscriptions } of code) {
      const { produces, consumes } = declared(name);
      expect({ deployable: name, produces: sorted(produces), consumes: sorted(consumes) }).toEqual({
        deployable: name,
        produces: sorted(topics.filter((topic) => topicContracts[topic].owner === name)),
        consumes: sorted(subscriptions.flatMap((subscription) => subscription.topics)),
      });
    }
    // Every topic has one producer, a deployable of the code; the web apps and the sandbox use none.
    expect(sorted(deployables.flatMap((one) => one.produces))).toEqual(sorted(topics));
    const elsewhere = deployables.filter((one) => !code.some((loaded) => loaded.name === one.name));
    expect(elsewhere.flatMap((one) => [...one.produces, ...one.consumes])).toEqual([]);
  });

  it('when a service owns a schema or answers /internal routes, then the topology gives it that schema and an internal port', () => {
    for (const { name, dbSchema, internalRoutes } of code) {
      const { database, ports } = declared(name);
      expect({ deployable: name, database, internalPort: ports.internal !== undefined }).toEqual({
        deployable: name,
        database: dbSchema,
        internalPort: internalRoutes,
      });
    }
  });

  it('when a deployable has a Redis user (infra/deploy/redis/users.acl), then the topology says it uses Redis', () => {
    expect(redisUsers().sort()).toEqual(
      sorted(deployables.filter((one) => one.redis).map((one) => one.name)),
    );
  });
});

describe('libs/topology and docker-compose.yml', () => {
  const imageEnv = stageEnv(readDockerfile('infra/deploy/service.Dockerfile').at(-1)!);
  const containerOf = (one: Deployable) => compose.services[one.name];

  it('when a deployable has an image, then compose runs it in a container of its name; the payment sandbox has none', () => {
    const built = Object.entries(compose.services).filter(([, service]) => service.build);
    expect(sorted(built.map(([name]) => name))).toEqual(sorted(withImage.map((one) => one.name)));
    for (const one of withImage)
      expect({ name: one.name, workspace: containerOf(one)?.build?.args?.WORKSPACE }).toEqual({
        name: one.name,
        workspace: one.workspace,
      });
  });

  it('when a container listens, then on the ports the topology gives it', () => {
    for (const one of withImage) {
      const env = containerOf(one)!.environment ?? {};
      const http =
        one.kind === 'web' ? /listen (\d+);/.exec(siteTemplate(siteOf(one.workspace)))![1] : imageEnv.PORT;
      expect({
        deployable: one.name,
        http: Number(env.PORT ?? http),
        internal: env.INTERNAL_PORT,
        ops: env.OPS_PORT,
      }).toEqual({ deployable: one.name, ...one.ports });
    }
  });

  it('when a container is given another deployable’s address, then the topology says it calls that one on that port', () => {
    for (const one of withImage)
      expect({
        deployable: one.name,
        undeclared: undeclaredCalls(one.name, containerOf(one)!.environment ?? {}),
      }).toEqual({ deployable: one.name, undeclared: [] });
  });
});
