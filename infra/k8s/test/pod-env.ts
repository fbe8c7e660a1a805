import { randomBytes } from 'node:crypto';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { ofKind, type K8sObject } from './render';

interface WithData {
  data?: Record<string, string>;
}

/** A generated object's name without kustomize's hash suffix: glow-credentials-gc6g54k69f → glow-credentials. */
export function unhashed(name: string): string {
  return name.replace(/-[a-z0-9]{10}$/, '');
}

/** The values of each Secret of the local overlay (make-secrets.sh's files), by name with and without hash. */
export function secretValues(local: K8sObject[]): Map<string, Record<string, string>> {
  const values = new Map<string, Record<string, string>>();
  for (const secret of ofKind<WithData>(local, 'Secret')) {
    const decoded = Object.fromEntries(
      Object.entries(secret.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString()]),
    );
    values.set(secret.metadata.name, decoded).set(unhashed(secret.metadata.name), decoded);
  }
  return values;
}

/**
 * The Secrets Strimzi's User Operator creates, one per KafkaUser and named like it, with the user's
 * SCRAM password under `password` (made up here: the operator chooses it).
 */
export function kafkaUserSecrets(objects: K8sObject[]): Map<string, Record<string, string>> {
  return new Map(
    ofKind(objects, 'KafkaUser').map((user) => [
      user.metadata.name,
      { password: randomBytes(24).toString('hex') },
    ]),
  );
}

export interface ContainerEnv {
  /** What the process sees, secrets filled in from `secrets`. */
  values: Record<string, string>;
  /** Variables whose value comes from a Secret, directly or through `$(VAR)`. */
  secret: Set<string>;
}

/** `$(VAR)` of an earlier variable, as the kubelet expands it. */
function expand(value: string, env: Record<string, string>): string {
  return value.replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (match, name: string) => env[name] ?? match);
}

/** The environment a container starts with: the image's ENV, then envFrom, then env in order. */
export function containerEnv(
  container: IContainer,
  objects: K8sObject[],
  secrets: Map<string, Record<string, string>>,
  imageEnv: Record<string, string> = {},
): ContainerEnv {
  const configMaps = new Map(
    ofKind<WithData>(objects, 'ConfigMap').map((map) => [map.metadata.name, map.data]),
  );
  const pod: Record<string, string> = {};
  const secret = new Set<string>();
  for (const source of container.envFrom ?? []) {
    const data = configMaps.get(source.configMapRef?.name ?? '');
    if (!data) throw new Error(`${container.name}: envFrom names no ConfigMap of the overlay`);
    Object.assign(pod, data);
  }
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef;
    if (ref) {
      const value = secrets.get(ref.name ?? '')?.[ref.key];
      if (value === undefined && !ref.optional)
        throw new Error(
          `${container.name}: ${variable.name} names ${ref.name}/${ref.key}, which no Secret holds`,
        );
      if (value !== undefined) pod[variable.name] = value;
      secret.add(variable.name);
    } else if (variable.value !== undefined) {
      pod[variable.name] = expand(variable.value, pod);
      const uses = [...variable.value.matchAll(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g)].map((match) => match[1]!);
      if (uses.some((name) => secret.has(name))) secret.add(variable.name);
    }
  }
  return { values: { ...imageEnv, ...pod }, secret };
}

/** The container's mounted Secret volumes: mount path → the Secret's name. */
export function secretMounts(pod: IPodSpec, container: IContainer): Map<string, string> {
  const secretOf = new Map(
    (pod.volumes ?? []).flatMap((volume) =>
      volume.secret ? [[volume.name, volume.secret.secretName!]] : [],
    ),
  );
  return new Map(
    (container.volumeMounts ?? [])
      .filter((mount) => secretOf.has(mount.name))
      .map((mount) => [mount.mountPath, secretOf.get(mount.name)!]),
  );
}
