import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IService } from 'kubernetes-models/v1/Service';
import { repoRoot } from '../../deploy/test/compose-file';
import { readDockerfile, stageEnv } from '../../deploy/test/dockerfile';
import { siteOf, siteTemplate } from '../../deploy/test/web-apps';
import { k8sDeployables, versionIn, type K8sDeployable } from './deployables';
import { ofKind, overlayNames, renderOverlays, type K8sObject, type Overlay, type Rendered } from './render';
import { schemaProblem } from './schemas';

const deployables = k8sDeployables();
/** What the services' image runs as and listens on (infra/deploy/service.Dockerfile). */
const serviceImage = readDockerfile('infra/deploy/service.Dockerfile').at(-1)!;
/** nginxinc/nginx-unprivileged's user, the web images' base (infra/deploy/web.Dockerfile). */
const nginxUid = 101;
/** The node images' `node` user. */
const nodeUid = 1000;
const autoscaled = ['catalog', 'gateway', 'notification'];

let rendered: Rendered;
beforeAll(() => {
  rendered = renderOverlays();
});
afterAll(() => rendered?.remove());

function deploymentOf(objects: K8sObject[], deployable: K8sDeployable): IDeployment {
  const found = ofKind<IDeployment>(objects, 'Deployment').find((d) => d.metadata.name === deployable.name);
  if (!found) throw new Error(`no Deployment ${deployable.name}`);
  return found;
}

function containerOf(deployment: IDeployment): IContainer {
  return deployment.spec!.template.spec!.containers[0]!;
}

/** The port a deployable's process listens on: the image's PORT, or its nginx site's `listen`. */
function listenPort(deployable: K8sDeployable): number {
  if (!deployable.web) return Number(stageEnv(serviceImage).PORT);
  return Number(/listen (\d+);/.exec(siteTemplate(siteOf(deployable.workspace)))![1]);
}

function eachDeployment(
  check: (overlay: Overlay, deployable: K8sDeployable, deployment: IDeployment) => void,
) {
  for (const overlay of overlayNames)
    for (const deployable of deployables)
      check(overlay, deployable, deploymentOf(rendered.objects[overlay], deployable));
}

/** cpu in millicores, memory in MiB. */
function quantity(value: string | number | undefined): number {
  const [, amount = '0', unit = ''] = /^([\d.]+)(m|Mi|Gi)?$/.exec(String(value)) ?? [];
  return Number(amount) * ({ m: 1, Mi: 1, Gi: 1024, '': 1000 } as Record<string, number>)[unit]!;
}

describe('infra/k8s: the workloads', () => {
  it('when an overlay is rendered, then every object passes its Kubernetes schema, each KafkaTopic and KafkaUser the Strimzi CRD’s', async () => {
    for (const overlay of overlayNames) {
      const problems = (await Promise.all(rendered.objects[overlay].map(schemaProblem))).filter(Boolean);
      expect({ overlay, problems }).toEqual({ overlay, problems: [] });
    }
  });

  it('when a deployable exists, then it has a Deployment of its image (production: the released version; local: its package.json version), a Service and a PodDisruptionBudget', () => {
    expect(deployables.map((deployable) => deployable.name)).toEqual(
      expect.arrayContaining(['gateway', 'cart', 'catalog', 'user', 'shell', 'mf-checkout']),
    );
    eachDeployment((overlay, deployable, deployment) => {
      const labels = deployment.spec!.template.metadata!.labels!;
      const service = ofKind<IService>(rendered.objects[overlay], 'Service').find(
        (candidate) => candidate.metadata.name === deployable.name,
      );
      const budgets = ofKind<IPodDisruptionBudget>(rendered.objects[overlay], 'PodDisruptionBudget').filter(
        (budget) =>
          Object.entries(budget.spec!.selector!.matchLabels!).every(([key, value]) => labels[key] === value),
      );
      expect({
        overlay,
        image: containerOf(deployment).image,
        serviceTargets: Object.entries(service?.spec?.selector ?? {}).every(
          ([key, value]) => labels[key] === value,
        ),
        servicePort: service?.spec?.ports?.find((port) => port.name === 'http')?.port,
        // One pod may always go, even where there is only one.
        budgets: budgets.map((budget) => budget.spec!.maxUnavailable),
      }).toEqual({
        overlay,
        image: `glow/${deployable.name}:${versionIn(overlay, deployable)}`,
        serviceTargets: true,
        servicePort: listenPort(deployable),
        budgets: [1],
      });
    });
  });

  it('when a pod runs, then readiness and liveness ask its own health paths on the port it listens on', () => {
    eachDeployment((overlay, deployable, deployment) => {
      const container = containerOf(deployment);
      const portOf = (port: string | number | undefined) =>
        typeof port === 'number'
          ? port
          : container.ports?.find((candidate) => candidate.name === port)?.containerPort;
      const probe = (kind: 'readinessProbe' | 'livenessProbe') => ({
        path: container[kind]?.httpGet?.path,
        port: portOf(container[kind]?.httpGet?.port),
      });
      // Services answer /readyz (their engines) and /healthz (the process); the gateway only /healthz
      // (every service's readiness is on its operator port); nginx /healthz.
      const readiness = deployable.web || deployable.name === 'gateway' ? '/healthz' : '/readyz';
      expect({
        overlay,
        name: deployable.name,
        readiness: probe('readinessProbe'),
        liveness: probe('livenessProbe'),
      }).toEqual({
        overlay,
        name: deployable.name,
        readiness: { path: readiness, port: listenPort(deployable) },
        liveness: { path: '/healthz', port: listenPort(deployable) },
      });
    });
    for (const site of ['shell', 'remote'] as const)
      expect(siteTemplate(site)).toContain('location = /healthz {');
  });

  it('when a container runs, then it has requests and limits and runs as the image’s user, unprivileged, on a read-only root filesystem', () => {
    expect(serviceImage.filter((step) => step.keyword === 'USER').at(-1)?.args).toBe('node');
    eachDeployment((overlay, deployable, deployment) => {
      const pod = deployment.spec!.template.spec!;
      const container = containerOf(deployment);
      const effective = { ...pod.securityContext, ...container.securityContext };
      const emptyDirs = (pod.volumes ?? []).filter((volume) => volume.emptyDir).map((volume) => volume.name);
      const writable = (container.volumeMounts ?? [])
        .filter((mount) => emptyDirs.includes(mount.name))
        .map((mount) => mount.mountPath);
      const { requests = {}, limits = {} } = container.resources ?? {};
      expect({
        overlay,
        name: deployable.name,
        containers: pod.containers.length,
        resources: [requests.cpu, requests.memory, limits.cpu, limits.memory].every(Boolean),
        withinLimits:
          quantity(requests.cpu) <= quantity(limits.cpu) &&
          quantity(requests.memory) <= quantity(limits.memory),
        runAsNonRoot: effective.runAsNonRoot,
        runAsUser: effective.runAsUser,
        allowPrivilegeEscalation: effective.allowPrivilegeEscalation,
        drop: effective.capabilities?.drop,
        seccomp: effective.seccompProfile?.type,
        readOnlyRootFilesystem: effective.readOnlyRootFilesystem,
        writable,
      }).toEqual({
        overlay,
        name: deployable.name,
        containers: 1,
        resources: true,
        withinLimits: true,
        runAsNonRoot: true,
        runAsUser: deployable.web ? nginxUid : nodeUid,
        allowPrivilegeEscalation: false,
        drop: ['ALL'],
        seccomp: 'RuntimeDefault',
        readOnlyRootFilesystem: true,
        // nginx writes its pid and temp files to /tmp and the filled-in templates to conf.d.
        writable: expect.arrayContaining(deployable.web ? ['/etc/nginx/conf.d', '/tmp'] : ['/tmp']),
      });
    });
  });

  it('when the overlays differ, then local runs one small instance of each and production several, autoscaling only the gateway, catalog and notification', () => {
    const [local, production] = [rendered.objects.local, rendered.objects.production];
    expect(ofKind(local, 'HorizontalPodAutoscaler')).toEqual([]);
    const scalers = ofKind<IHorizontalPodAutoscaler>(production, 'HorizontalPodAutoscaler');
    expect(scalers.map((scaler) => scaler.spec!.scaleTargetRef.name).sort()).toEqual(autoscaled);
    for (const scaler of scalers) {
      expect(scaler.spec!.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
      expect(scaler.spec!.minReplicas).toBeGreaterThanOrEqual(2);
    }
    for (const deployable of deployables) {
      const [small, large] = [deploymentOf(local, deployable), deploymentOf(production, deployable)];
      const resources = (deployment: IDeployment) => containerOf(deployment).resources!.requests!;
      expect({
        name: deployable.name,
        local: small.spec!.replicas ?? 1,
        // An autoscaled Deployment sets no replicas, or each apply would reset what its autoscaler chose.
        production: large.spec!.replicas,
        moreMemory: quantity(resources(large).memory) > quantity(resources(small).memory),
        moreCpu: quantity(resources(large).cpu) > quantity(resources(small).cpu),
      }).toEqual({
        name: deployable.name,
        local: 1,
        production: autoscaled.includes(deployable.name) ? undefined : expect.any(Number),
        moreMemory: true,
        moreCpu: true,
      });
      if (!autoscaled.includes(deployable.name)) expect(large.spec!.replicas).toBeGreaterThanOrEqual(2);
    }
  });

  it('when catalog keeps uploads, then they are on a claim every instance mounts, shared in production', () => {
    for (const overlay of overlayNames) {
      const catalog = deploymentOf(rendered.objects[overlay], { name: 'catalog', workspace: '', web: false });
      const volume = catalog.spec!.template.spec!.volumes!.find(
        (candidate) => candidate.persistentVolumeClaim,
      )!;
      const claim = rendered.objects[overlay].find(
        (object) =>
          object.kind === 'PersistentVolumeClaim' &&
          object.metadata.name === volume.persistentVolumeClaim!.claimName,
      ) as (K8sObject & { spec: { accessModes: string[] } }) | undefined;
      const mount = containerOf(catalog).volumeMounts!.find((candidate) => candidate.name === volume.name);
      const uploadsDir = containerOf(catalog).env!.find((variable) => variable.name === 'UPLOADS_DIR')?.value;
      expect({ overlay, mountPath: mount?.mountPath, modes: claim?.spec.accessModes }).toEqual({
        overlay,
        mountPath: uploadsDir,
        modes: overlay === 'production' ? ['ReadWriteMany'] : expect.any(Array),
      });
    }
  });

  it('when the pods are WebSocket-only Socket.IO clients and servers, then no session affinity is needed', () => {
    for (const file of [
      'libs/web-kit/src/live/live-connection.ts',
      'services/notification/src/http/attach.ts',
    ])
      expect({
        file,
        websocketOnly: /transports: \['websocket'\]/.test(readFileSync(path.join(repoRoot, file), 'utf8')),
      }).toEqual({
        file,
        websocketOnly: true,
      });
  });
});
