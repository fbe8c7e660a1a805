import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IService } from 'kubernetes-models/v1/Service';
import * as topology from '@glow/topology';
import { providerConfigSchema } from '../../../services/payment/src/clients';
import { undeclaredCalls } from '../../deploy/test/declared-calls';
import { loadDeployables, requiredKeys, type Deployable } from '../../deploy/test/deployables';
import { readDockerfile, stageEnv } from '../../deploy/test/dockerfile';
import { serviceRoles } from '../../deploy/test/service-roles';
import { siteOf, siteTemplates, templateVariables, webWorkspaces } from '../../deploy/test/web-apps';
import {
  containerEnv,
  kafkaUserSecrets,
  secretMounts,
  secretValues,
  unhashed,
  type ContainerEnv,
} from './pod-env';
import {
  ofKind,
  overlayNames,
  renderOverlays,
  sourceFiles,
  type K8sObject,
  type Overlay,
  type Rendered,
} from './render';

/** Settings whose absence selects an embedded default, which is wrong in a pod of its own. */
const productionSettings = ['KAFKA_BROKERS', 'SMTP_URL', 'UPLOADS_DIR', 'JWT_PUBLIC_KEY_FILE'];
/**
 * The Secrets the manifests name; the local overlay generates them, production expects them to exist.
 * Besides them, each service reads its Kafka password from the Secret Strimzi makes for its KafkaUser.
 */
const secretNames = ['glow-credentials', 'glow-jwt-public-key', 'glow-user-keys'];
const secretLooking = /(PASSWORD|SECRET|_KEY|_HASH|TOKEN)$/;
const imageEnv = stageEnv(readDockerfile('infra/deploy/service.Dockerfile').at(-1)!);
/** The deployables with a Redis user of their own (libs/topology; infra/deploy's topology.test.ts holds it to users.acl). */
const redisUsers: string[] = topology.deployables.filter((one) => one.redis).map((one) => one.name);

let rendered: Rendered;
let deployables: Deployable[];
let secrets: Map<string, Record<string, string>>;

beforeAll(async () => {
  rendered = renderOverlays();
  deployables = await loadDeployables();
  secrets = new Map([...secretValues(rendered.objects.local), ...kafkaUserSecrets(rendered.objects.local)]);
});
afterAll(() => rendered?.remove());

function deploymentNamed(objects: K8sObject[], name: string): IDeployment {
  const found = ofKind<IDeployment>(objects, 'Deployment').find(
    (deployment) => deployment.metadata.name === name,
  );
  if (!found) throw new Error(`no Deployment ${name}`);
  return found;
}

/** Each deployable's environment in each overlay; production's Secrets hold what make-secrets.sh wrote for local. */
function eachEnv(
  check: (overlay: Overlay, deployable: Deployable, env: ContainerEnv, deployment: IDeployment) => void,
) {
  for (const overlay of overlayNames)
    for (const deployable of deployables) {
      const deployment = deploymentNamed(rendered.objects[overlay], deployable.name);
      const container = deployment.spec!.template.spec!.containers[0]!;
      check(
        overlay,
        deployable,
        containerEnv(container, rendered.objects[overlay], secrets, imageEnv),
        deployment,
      );
    }
}

/** Settings read from a value or a file (the kit's keys: JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE). */
function fileBacked(deployable: Deployable): string[] {
  return Object.keys(deployable.config.shape).filter((key) => `${key}_FILE` in deployable.config.shape);
}

describe('infra/k8s: what each pod is configured with', () => {
  it('when a deployable starts, then its environment passes its config schema', () => {
    eachEnv((overlay, deployable, { values }) => {
      const issues = deployable.config.safeParse(values).error?.issues ?? [];
      expect({ overlay, deployable: deployable.name, issues }).toEqual({
        overlay,
        deployable: deployable.name,
        issues: [],
      });
    });
    // The kit merges shapes only: payment checks its providers' rules again at start.
    for (const overlay of overlayNames) {
      const payment = deploymentNamed(rendered.objects[overlay], 'payment');
      const { values } = containerEnv(
        payment.spec!.template.spec!.containers[0]!,
        rendered.objects[overlay],
        secrets,
        imageEnv,
      );
      expect(providerConfigSchema.safeParse(values).error?.issues ?? []).toEqual([]);
      expect(values.PAYMENT_PROVIDER_MODE).toBe('live');
    }
  });

  it('when a setting has no default, or its absence selects an embedded default, then the Deployment sets it', () => {
    eachEnv((overlay, deployable, { values }) => {
      const wanted = [
        ...requiredKeys(deployable.config),
        ...productionSettings.filter((key) => key in deployable.config.shape),
      ];
      if (deployable.dbSchema) wanted.push('DATABASE_URL');
      if (redisUsers.includes(deployable.name)) wanted.push('REDIS_URL');
      const unset = wanted.filter((key) => !values[key]);
      expect({ overlay, deployable: deployable.name, unset }).toEqual({
        overlay,
        deployable: deployable.name,
        unset: [],
      });
    });
  });

  it('when a key may come from a file, then the file is in a mounted Secret that holds it', () => {
    eachEnv((overlay, deployable, { values, secret }, deployment) => {
      const container = deployment.spec!.template.spec!.containers[0]!;
      const mounts = secretMounts(deployment.spec!.template.spec!, container);
      for (const key of fileBacked(deployable)) {
        const file = values[`${key}_FILE`];
        const mounted = file ? mounts.get(path.dirname(file)) : undefined;
        const source = secret.has(key)
          ? 'Secret'
          : mounted && secrets.get(mounted)?.[path.basename(file!)]
            ? 'Secret volume'
            : 'none';
        expect({ overlay, deployable: deployable.name, key, source }).toEqual({
          overlay,
          deployable: deployable.name,
          key,
          source: expect.stringMatching(/^Secret/),
        });
      }
    });
  });

  it('when a service owns a schema or a Redis user, then it signs in as its own role or user with that one’s password', () => {
    const roles = serviceRoles();
    eachEnv((overlay, deployable, { values }) => {
      if (deployable.dbSchema) {
        const url = new URL(values.DATABASE_URL!);
        const role = url.username;
        expect({
          overlay,
          deployable: deployable.name,
          owns: roles.get(role),
          password: url.password,
        }).toEqual({
          overlay,
          deployable: deployable.name,
          owns: deployable.dbSchema,
          password:
            secrets.get('glow-credentials')![`GLOW_DB_PASSWORD_${role.replace(/^glow_/, '').toUpperCase()}`],
        });
      }
      const redis = values.REDIS_URL ? new URL(values.REDIS_URL) : undefined;
      expect({
        overlay,
        deployable: deployable.name,
        user: redis?.username,
        password: redis?.password,
      }).toEqual({
        overlay,
        deployable: deployable.name,
        user: redisUsers.includes(deployable.name) ? deployable.name : undefined,
        password: redisUsers.includes(deployable.name)
          ? secrets.get('glow-credentials')![`GLOW_REDIS_PASSWORD_${deployable.name.toUpperCase()}`]
          : undefined,
      });
    });
  });

  it('when a secret is needed, then it comes from a Secret by name and no manifest holds its value', () => {
    for (const { file, objects } of sourceFiles())
      expect({ file, secrets: objects.filter((object) => object.kind === 'Secret').length }).toEqual({
        file,
        secrets: 0,
      });
    expect(ofKind(rendered.objects.production, 'Secret')).toEqual([]);
    expect(
      ofKind(rendered.objects.local, 'Secret')
        .map((object) => unhashed(object.metadata.name))
        .sort(),
    ).toEqual(secretNames);

    for (const overlay of overlayNames) {
      const kafkaUsers = ofKind(rendered.objects[overlay], 'KafkaUser').map((user) => user.metadata.name);
      const named = new RegExp(`^(${[...secretNames, ...kafkaUsers].join('|')})$`);
      for (const deployment of ofKind<IDeployment>(rendered.objects[overlay], 'Deployment')) {
        const container = deployment.spec!.template.spec!.containers[0]!;
        const fromSecret = new Set<string>();
        for (const variable of container.env ?? []) {
          const ref = variable.valueFrom?.secretKeyRef;
          if (ref) {
            fromSecret.add(variable.name);
            expect(unhashed(ref.name!)).toMatch(named);
            continue;
          }
          const password = /^[a-z]+:\/\/[^/@:]*:([^@]*)@/.exec(variable.value ?? '')?.[1];
          const passwordVariable = /^\$\(([A-Z_]+)\)$/.exec(password ?? '')?.[1];
          expect({
            deployment: deployment.metadata!.name,
            variable: variable.name,
            literalSecret:
              secretLooking.test(variable.name) ||
              (password !== undefined && !fromSecret.has(passwordVariable ?? '')),
          }).toEqual({
            deployment: deployment.metadata!.name,
            variable: variable.name,
            literalSecret: false,
          });
        }
      }
      for (const map of ofKind<{ data?: Record<string, string> }>(rendered.objects[overlay], 'ConfigMap'))
        for (const [key, value] of Object.entries(map.data ?? {}))
          expect({ key, secret: secretLooking.test(key) || /^[a-z]+:\/\/[^/@]*:[^@]*@/.test(value) }).toEqual(
            { key, secret: false },
          );
      // Not one generated password or key appears outside the Secrets.
      const outside = JSON.stringify(rendered.objects[overlay].filter((object) => object.kind !== 'Secret'));
      const leaked = [...secrets.values()]
        .flatMap((data) => Object.values(data))
        .filter((value) => value.length >= 16 && outside.includes(value.trim()));
      expect(leaked).toEqual([]);
    }
  });

  it('when a deployable calls another, then the URL names that one’s Service and port, a call libs/topology declares', () => {
    eachEnv((overlay, deployable, { values }) => {
      expect({
        overlay,
        deployable: deployable.name,
        undeclared: undeclaredCalls(deployable.name, values),
      }).toEqual({
        overlay,
        deployable: deployable.name,
        undeclared: [],
      });
      for (const [key, value] of Object.entries(values).filter(([name]) => name.endsWith('_SERVICE_URL'))) {
        const url = new URL(value);
        const service = ofKind<IService>(rendered.objects[overlay], 'Service').find(
          (candidate) => candidate.metadata.name === url.hostname,
        );
        expect({
          overlay,
          deployable: deployable.name,
          key,
          service: url.hostname,
          port: service?.spec?.ports?.some((port) => port.port === Number(url.port)),
        }).toEqual({
          overlay,
          deployable: deployable.name,
          key,
          service: key.replace(/_SERVICE_URL$/, '').toLowerCase(),
          port: true,
        });
      }
    });
  });

  it('when a Deployment sets a variable, then its code reads it, or another variable is built from it', () => {
    for (const overlay of overlayNames)
      for (const deployable of deployables) {
        const container = deploymentNamed(rendered.objects[overlay], deployable.name).spec!.template.spec!
          .containers[0]!;
        const composedFrom = (container.env ?? []).flatMap((variable) =>
          [...(variable.value ?? '').matchAll(/\$\(([A-Z_]+)\)/g)].map((match) => match[1]!),
        );
        const configMaps = ofKind<{ data?: Record<string, string> }>(rendered.objects[overlay], 'ConfigMap');
        const fromMaps = (container.envFrom ?? []).flatMap((source) =>
          Object.keys(configMaps.find((map) => map.metadata.name === source.configMapRef?.name)?.data ?? {}),
        );
        const unread = [...(container.env ?? []).map((variable) => variable.name), ...fromMaps].filter(
          (key) => !(key in deployable.config.shape) && !composedFrom.includes(key),
        );
        expect({ overlay, deployable: deployable.name, unread }).toEqual({
          overlay,
          deployable: deployable.name,
          unread: [],
        });
      }
  });

  it('when a web app starts, then its nginx template’s variables are set and its upstreams are Services', () => {
    for (const overlay of overlayNames)
      for (const workspace of webWorkspaces()) {
        const container = deploymentNamed(rendered.objects[overlay], workspace).spec!.template.spec!
          .containers[0]!;
        const env = Object.fromEntries(
          (container.env ?? []).map((variable) => [variable.name, variable.value]),
        );
        expect({ workspace, set: Object.keys(env).sort() }).toEqual({
          workspace,
          set: templateVariables(siteTemplates(siteOf(workspace))),
        });
        for (const [key, value] of Object.entries(env).filter(([name]) => name.endsWith('_URL'))) {
          const host = new URL(value!).hostname;
          expect({
            key,
            service: ofKind(rendered.objects[overlay], 'Service').some(
              (service) => service.metadata.name === host,
            ),
          }).toEqual({ key, service: true });
        }
      }
  });
});
