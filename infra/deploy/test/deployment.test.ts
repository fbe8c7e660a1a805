import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gatewayNodeOptions } from '@glow/gateway';
import { readPublicKey } from '@glow/service-kit';
import * as topology from '@glow/topology';
import jwt from 'jsonwebtoken';
import {
  composeText,
  containerEnv,
  interpolate,
  readCompose,
  repoRoot,
  requiredVariables,
  type ComposeFile,
  type ComposeService,
} from './compose-file';
import {
  loadDeployables,
  requiredKeys,
  versionOf,
  workspaceDependencies,
  type Deployable,
} from './deployables';
import { readDockerfile, stageEnv } from './dockerfile';
import { committedGrants } from './kafka-acls';
import { makeSecrets, type GeneratedSecrets } from './secrets';
import { serviceRoles } from './service-roles';

const sharedDockerfile = 'infra/deploy/service.Dockerfile';

/**
 * Settings whose absence selects an embedded default, which is wrong in a container of its own.
 * REDIS_URL too, but only where the code uses Redis: the users of redis/users.acl (below).
 */
const productionSettings = ['KAFKA_BROKERS', 'SMTP_URL', 'UPLOADS_DIR', 'JWT_PUBLIC_KEY_FILE'];

/** The deployables with a Redis user of their own (libs/topology; topology.test.ts holds it to users.acl). */
const redisUsers: string[] = topology.deployables.filter((one) => one.redis).map((one) => one.name);

/** Set in compose ahead of the code that reads them (the user service's sign-in and mail come later). */
const setAheadOfCode: Record<string, string[]> = {
  user: ['JWT_PRIVATE_KEY_FILE', 'SMTP_URL'],
  messaging: ['SMTP_URL'],
};

let compose: ComposeFile;
let deployables: Deployable[];
let secrets: GeneratedSecrets;
let runtimeEnv: Record<string, string>;

beforeAll(async () => {
  compose = readCompose();
  deployables = await loadDeployables();
  secrets = makeSecrets();
  const stages = readDockerfile(sharedDockerfile);
  runtimeEnv = stageEnv(stages[stages.length - 1]!);
});

afterAll(() => secrets?.remove());

function containerOf(deployable: Deployable): [string, ComposeService] {
  const found = Object.entries(compose.services).find(
    ([, service]) => service.build?.args?.WORKSPACE === deployable.workspace,
  );
  if (!found) throw new Error(`no container in docker-compose.yml builds ${deployable.workspace}`);
  return found;
}

/** What the process sees: the image's ENV, then the container's environment. */
function processEnv(deployable: Deployable): Record<string, string> {
  return { ...runtimeEnv, ...containerEnv(containerOf(deployable)[1], secrets.composeEnv) };
}

describe('docker-compose.yml and the shared Dockerfile', () => {
  it('when a deployable exists in the workspace, then compose builds it with the shared Dockerfile from the repository root', () => {
    expect(deployables.map((deployable) => deployable.workspace)).toEqual(
      expect.arrayContaining(['gateway', 'services/catalog', 'services/user', 'services/notification']),
    );
    for (const deployable of deployables) {
      const [name, service] = containerOf(deployable);
      const nodeFlags = deployable.name === 'gateway' ? { NODE_FLAGS: gatewayNodeOptions } : {};
      expect({ name, build: service.build }).toEqual({
        name,
        build: {
          context: '.',
          dockerfile: sharedDockerfile,
          args: { WORKSPACE: deployable.workspace, VERSION: versionOf(deployable.workspace), ...nodeFlags },
        },
      });
      expect(existsSync(path.join(repoRoot, deployable.workspace, 'src', 'main.ts'))).toBe(true);
      expect(service.image).toBe(`glow/${deployable.name}:${versionOf(deployable.workspace)}`);
    }
  });

  it('when either Dockerfile builds an image, then it requires the version and labels the image with it', () => {
    for (const file of [sharedDockerfile, 'infra/deploy/web.Dockerfile']) {
      const [build, runtime] = readDockerfile(file).slice(1);
      const text = (stage: typeof build) => stage!.map((step) => `${step.keyword} ${step.args}`).join('\n');
      expect({ file, build: text(build) }).toEqual({
        file,
        build: expect.stringContaining('RUN test -n "${VERSION}"'),
      });
      expect({ file, runtime: text(runtime) }).toEqual({
        file,
        runtime: expect.stringMatching(
          /ARG VERSION\n(.|\n)*LABEL org\.opencontainers\.image\.version="\$\{VERSION\}"/,
        ),
      });
    }
  });

  it('when the shared Dockerfile builds a deployable, then it installs the libraries it depends on and runs its main as node', () => {
    const stages = readDockerfile(sharedDockerfile).slice(1);
    const copiedLibraries = stages[0]!
      .filter((step) => step.keyword === 'COPY')
      .map((step) => /^(libs\/[a-z-]+)\/package\.json /.exec(step.args)?.[1])
      .filter((lib): lib is string => Boolean(lib));
    for (const deployable of deployables) {
      const missing = workspaceDependencies(deployable.workspace)
        .filter((name) => name.startsWith('@glow/'))
        .map((name) => `libs/${name.slice('@glow/'.length)}`)
        .filter((lib) => !copiedLibraries.includes(lib));
      expect({ workspace: deployable.workspace, missing }).toEqual({
        workspace: deployable.workspace,
        missing: [],
      });
    }
    for (const stage of stages)
      expect(stage.filter((step) => step.keyword === 'ARG').map((step) => step.args)).toContain('WORKSPACE');
    const runtime = stages[stages.length - 1]!;
    const last = (keyword: string) => runtime.filter((step) => step.keyword === keyword).at(-1)?.args;
    expect(last('USER')).toBe('node');
    expect(last('WORKDIR')).toBe('/app/${WORKSPACE}');
    expect(last('CMD')).toBe('["node", "dist/main.js"]');
    expect(last('HEALTHCHECK')).toContain("'/healthz'");
    expect(runtimeEnv.PORT).toBe('8080');
  });

  it('when the shared Dockerfile builds a deployable, then the test helpers (libs/testing) are neither needed nor copied', () => {
    const copiesHelpers = readDockerfile(sharedDockerfile)
      .flat()
      .filter((step) => step.keyword === 'COPY' && step.args.includes('libs/testing'));
    const needHelpers = [
      'libs/contracts',
      'libs/service-kit',
      ...deployables.map((deployable) => deployable.workspace),
    ].filter((workspace) => workspaceDependencies(workspace).includes('@glow/testing'));
    expect({ copiesHelpers, needHelpers }).toEqual({ copiesHelpers: [], needHelpers: [] });
  });

  it('when the shared Dockerfile builds a deployable, then the demo catalogue (infra/demo-catalogue) is neither needed nor copied', () => {
    const copiesDemo = readDockerfile(sharedDockerfile)
      .flat()
      .filter((step) => step.keyword === 'COPY' && /\binfra\b/.test(step.args));
    const needDemo = deployables
      .map((deployable) => deployable.workspace)
      .filter((workspace) => workspaceDependencies(workspace).includes('@glow/demo-catalogue'));
    expect({ copiesDemo, needDemo }).toEqual({ copiesDemo: [], needDemo: [] });
    expect(
      containerEnv(containerOf(deployables.find((one) => one.name === 'catalog')!)[1], secrets.composeEnv),
    ).not.toHaveProperty('SEED_DEMO');
  });

  it('when the gateway’s image starts, then node runs with the gateway’s V8 flags and accepts them from NODE_OPTIONS', () => {
    const [, gateway] = containerOf(deployables.find((deployable) => deployable.name === 'gateway')!);
    const nodeOptions = interpolate(runtimeEnv.NODE_OPTIONS!, gateway.build!.args!);

    expect(nodeOptions.split(' ')).toEqual(['--enable-source-maps', gatewayNodeOptions]);
    // Node refuses a flag NODE_OPTIONS may not carry, and would not start.
    const started = spawnSync(process.execPath, ['-e', '0'], {
      env: { ...process.env, NODE_OPTIONS: nodeOptions },
    });
    expect({ status: started.status, stderr: String(started.stderr) }).toEqual({ status: 0, stderr: '' });
  });

  it('when a container starts, then its environment passes the config schema of its code', () => {
    for (const deployable of deployables) {
      const parsed = deployable.config.safeParse(processEnv(deployable));
      expect({ deployable: deployable.name, issues: parsed.error?.issues ?? [] }).toEqual({
        deployable: deployable.name,
        issues: [],
      });
    }
  });

  it('when a setting has no default, then the container sets it', () => {
    for (const deployable of deployables) {
      const env = processEnv(deployable);
      const unset = requiredKeys(deployable.config).filter((key) => !env[key]);
      expect({ deployable: deployable.name, unset }).toEqual({ deployable: deployable.name, unset: [] });
    }
  });

  it('when a missing setting would select an embedded default, then the container sets it', () => {
    for (const deployable of deployables) {
      const env = processEnv(deployable);
      const wanted = productionSettings.filter((key) => key in deployable.config.shape);
      if (deployable.dbSchema) wanted.push('DATABASE_URL');
      const unset = wanted.filter((key) => !env[key]);
      expect({ deployable: deployable.name, unset }).toEqual({ deployable: deployable.name, unset: [] });
      expect(env.JWT_PUBLIC_KEY).toBeUndefined();
    }
  });

  it('when compose sets a variable, then the code of that container reads it', () => {
    for (const deployable of deployables) {
      const [, service] = containerOf(deployable);
      const allowed = setAheadOfCode[deployable.name] ?? [];
      const unread = Object.keys(service.environment ?? {}).filter(
        (key) => !(key in deployable.config.shape) && !allowed.includes(key),
      );
      expect({ deployable: deployable.name, unread }).toEqual({ deployable: deployable.name, unread: [] });
    }
  });

  it('when the payment container starts, then it runs the live providers in production', () => {
    const env = processEnv(deployables.find((deployable) => deployable.name === 'payment')!);
    expect({ NODE_ENV: env.NODE_ENV, PAYMENT_PROVIDER_MODE: env.PAYMENT_PROVIDER_MODE }).toEqual({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER_MODE: 'live',
    });
  });

  it('when the gateway forwards to a service, then the URL names that service container and its port', () => {
    const gateway = deployables.find((deployable) => deployable.name === 'gateway')!;
    const env = processEnv(gateway);
    const upstreamKeys = Object.keys(gateway.config.shape).filter((key) => key.endsWith('_SERVICE_URL'));
    expect(upstreamKeys.length).toBe(deployables.length - 1);
    for (const key of upstreamKeys) {
      const target = deployables.find((deployable) => `${deployable.name.toUpperCase()}_SERVICE_URL` === key);
      expect({ key, target: target?.name }).toEqual({ key, target: expect.any(String) });
      const [containerName] = containerOf(target!);
      const url = new URL(env[key]!);
      expect({ key, host: url.hostname, port: url.port }).toEqual({
        key,
        host: containerName,
        port: processEnv(target!).PORT,
      });
      expect(containerOf(gateway)[1].depends_on?.[containerName]).toEqual({ condition: 'service_healthy' });
    }
    // Reached only through the shell's nginx (web-deployment.test.ts).
    expect(containerOf(gateway)[1].ports).toBeUndefined();
  });

  it('when a service owns a schema, then it logs in as the role that owns that schema, after PostgreSQL is healthy', () => {
    const roles = serviceRoles();
    const postgres = compose.services.postgres!;
    const passwords = new Set<string>();
    for (const deployable of deployables.filter((candidate) => candidate.dbSchema)) {
      const [, service] = containerOf(deployable);
      const url = new URL(processEnv(deployable).DATABASE_URL!);
      expect({
        deployable: deployable.name,
        host: url.hostname,
        database: url.pathname,
        owns: roles.get(url.username),
      }).toEqual({
        deployable: deployable.name,
        host: 'postgres',
        database: `/${String(postgres.environment?.POSTGRES_DB)}`,
        owns: deployable.dbSchema,
      });
      // Its own password: the variable named after its role, which only it and PostgreSQL get.
      const variable = `GLOW_DB_PASSWORD_${url.username.replace(/^glow_/, '').toUpperCase()}`;
      expect({ deployable: deployable.name, password: decodeURIComponent(url.password) }).toEqual({
        deployable: deployable.name,
        password: secrets.composeEnv[variable],
      });
      expect(postgres.environment?.[variable]).toBe(
        `\${${variable}:?run infra/deploy/make-secrets.sh and pass --env-file infra/deploy/secrets/compose.env}`,
      );
      passwords.add(decodeURIComponent(url.password));
      expect(service.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    }
    expect(passwords.size).toBe(roles.size);
  });

  it('when a deployable uses Redis, then it signs in as its own user with its own password; the others get no Redis', () => {
    const redis = compose.services.redis!;
    for (const deployable of deployables) {
      const url = processEnv(deployable).REDIS_URL;
      if (!redisUsers.includes(deployable.name)) {
        expect({ deployable: deployable.name, url }).toEqual({ deployable: deployable.name, url: undefined });
        continue;
      }
      const variable = `GLOW_REDIS_PASSWORD_${deployable.name.toUpperCase()}`;
      const { username, password, host } = new URL(url!);
      expect({ deployable: deployable.name, username, password, host }).toEqual({
        deployable: deployable.name,
        username: deployable.name,
        password: secrets.composeEnv[variable],
        host: 'redis:6379',
      });
      expect(redis.environment?.[variable]).toBe(
        `\${${variable}:?run infra/deploy/make-secrets.sh and pass --env-file infra/deploy/secrets/compose.env}`,
      );
    }
    expect(redis.volumes).toContain('./infra/deploy/redis:/glow/redis:ro');
    expect(redis.entrypoint).toEqual(['/bin/sh', '/glow/redis/start-redis.sh']);
  });

  it('when a service uses Kafka, then it signs in as its own user, whom the broker knows by its own password and grants only acls.conf', () => {
    const kafka = compose.services.kafka!;
    const env = kafka.environment ?? {};
    expect({
      listeners: env.KAFKA_LISTENERS,
      protocols: env.KAFKA_LISTENER_SECURITY_PROTOCOL_MAP,
      authorizer: env.KAFKA_AUTHORIZER_CLASS_NAME,
      superUsers: env.KAFKA_SUPER_USERS,
      everyone: env.KAFKA_ALLOW_EVERYONE_IF_NO_ACL_FOUND,
    }).toEqual({
      listeners: 'SASL_PLAINTEXT://:9092,CONTROLLER://:9093',
      protocols: 'CONTROLLER:SASL_PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT',
      authorizer: 'org.apache.kafka.metadata.authorizer.StandardAuthorizer',
      superUsers: 'User:admin',
      everyone: 'false',
    });
    const jaas = interpolate(
      String(env.KAFKA_LISTENER_NAME_SASL__PLAINTEXT_PLAIN_SASL_JAAS_CONFIG),
      secrets.composeEnv,
    );
    const brokerUsers = Object.fromEntries(
      [...jaas.matchAll(/user_([a-z]+)="([^"]+)"/g)].map((match) => [match[1], match[2]]),
    );
    const granted = new Set(committedGrants().map(([user]) => user));
    expect(Object.keys(brokerUsers).sort()).toEqual(['admin', ...granted].sort());

    for (const deployable of deployables.filter((candidate) => processEnv(candidate).KAFKA_BROKERS)) {
      const processed = processEnv(deployable);
      expect({
        deployable: deployable.name,
        mechanism: processed.KAFKA_SASL_MECHANISM,
        username: processed.KAFKA_SASL_USERNAME,
        password: processed.KAFKA_SASL_PASSWORD,
        granted: granted.has(deployable.name),
      }).toEqual({
        deployable: deployable.name,
        mechanism: 'plain',
        username: deployable.name,
        password: brokerUsers[deployable.name],
        granted: true,
      });
    }
    const admin = readFileSync(path.join(secrets.dir, 'kafka-admin.properties'), 'utf8');
    expect(admin).toContain(`username="admin" password="${brokerUsers.admin}"`);
    expect(compose.services['kafka-init']!.environment?.KAFKA_ADMIN_CONFIG).toBe(
      '/run/secrets/kafka_admin_config',
    );
    expect(compose.services['kafka-init']!.entrypoint).toEqual([
      '/bin/sh',
      '-c',
      'sh /glow/kafka/create-topics.sh && sh /glow/kafka/create-acls.sh',
    ]);
  });

  it("when order calls another service's /internal routes, then it calls that service's INTERNAL_PORT, which nobody else is given", () => {
    const byName = new Map(deployables.map((deployable) => [deployable.name, processEnv(deployable)]));
    const internalPorts = Object.fromEntries(
      [...byName].filter(([, env]) => env.INTERNAL_PORT).map(([name, env]) => [name, env.INTERNAL_PORT]),
    );
    const answeringInternally = topology.services.filter(({ ports }) => ports.internal);
    expect(internalPorts).toEqual(
      Object.fromEntries(answeringInternally.map(({ name, ports }) => [name, String(ports.internal)])),
    );
    const order = byName.get('order')!;
    expect([order.CATALOG_INTERNAL_URL, order.PAYMENT_SERVICE_URL]).toEqual([
      'http://catalog:8081',
      'http://payment:8081',
    ]);
    const internalCallers: string[] = answeringInternally.flatMap(({ name }) =>
      topology.callersOf(name, 'internal'),
    );
    expect(internalCallers).toContain('order');
    const elsewhere = [...byName]
      .filter(([name]) => !internalCallers.includes(name))
      .flatMap(([name, env]) => Object.entries(env).map(([key, value]) => `${name} ${key}=${value}`))
      .filter((entry) => /:8081\b/.test(entry));
    expect(elsewhere).toEqual([]);
  });

  it('when a service uses the bus, then it starts after kafka-init has created the topics', () => {
    for (const deployable of deployables.filter((candidate) => 'KAFKA_BROKERS' in candidate.config.shape)) {
      expect(containerOf(deployable)[1].depends_on?.['kafka-init']).toEqual({
        condition: 'service_completed_successfully',
      });
    }
  });

  it('when catalog stores uploads, then they live on the uploads volume', () => {
    const catalog = deployables.find((deployable) => deployable.name === 'catalog')!;
    const uploadsDir = processEnv(catalog).UPLOADS_DIR;
    expect(containerOf(catalog)[1].volumes).toContain(`uploads:${uploadsDir}`);
    expect(Object.keys(compose.volumes)).toContain('uploads');
  });

  it('when a container reads a key file, then the secret is attached, make-secrets creates it, and the keys sign and verify', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        const secret = /^\/run\/secrets\/([a-z_]+)$/.exec(String(value))?.[1];
        if (!key.endsWith('_FILE') || !secret) continue;
        expect({ name, key, attached: service.secrets ?? [] }).toEqual({
          name,
          key,
          attached: expect.arrayContaining([secret]),
        });
      }
    }
    for (const [secret, { file }] of Object.entries(compose.secrets)) {
      expect({ secret, dir: path.dirname(file) }).toEqual({ secret, dir: './infra/deploy/secrets' });
      expect({ secret, made: existsSync(path.join(secrets.dir, path.basename(file))) }).toEqual({
        secret,
        made: true,
      });
    }
    const privateKey = readFileSync(path.join(secrets.dir, 'jwt-private.pem'), 'utf8');
    const publicKey = readPublicKey({ JWT_PUBLIC_KEY_FILE: path.join(secrets.dir, 'jwt-public.pem') });
    const token = jwt.sign({ _id: 'u1', isAdmin: false }, privateKey, {
      algorithm: 'RS256',
      expiresIn: '1m',
    });
    expect(jwt.verify(token, publicKey, { algorithms: ['RS256'] })).toMatchObject({ _id: 'u1' });
  });

  it('when compose refuses to start without a variable, then make-secrets writes it to compose.env', () => {
    const required = requiredVariables(composeText());
    expect(required).toEqual(expect.arrayContaining(['GLOW_DB_PASSWORD_ORDER', 'SMTP_URL']));
    for (const name of required)
      expect({ name, value: secrets.composeEnv[name] }).toEqual({ name, value: expect.stringMatching(/.+/) });
  });
});
