import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import * as topology from '@glow/topology';
import { allows, type Endpoint } from './network-policy';
import { ofKind, overlayNames, renderOverlays, type Rendered } from './render';

const namespace = 'glow';
/** What libs/topology says of a Deployment's deployable. */
const declared = (name: string) => topology.deployables.find((one) => one.name === name)!;
const ingressController: Endpoint = {
  namespace: 'ingress-nginx',
  labels: { 'app.kubernetes.io/name': 'ingress-nginx' },
  ip: '10.0.9.1',
};
const prometheus: Endpoint = {
  namespace: 'monitoring',
  labels: { 'app.kubernetes.io/name': 'prometheus' },
  ip: '10.0.9.2',
};
const strangerPod: Endpoint = { namespace, labels: { run: 'debug' }, ip: '10.0.9.3' };
const kafkaBroker: Endpoint = {
  namespace,
  labels: { 'strimzi.io/cluster': 'glow', 'strimzi.io/kind': 'Kafka' },
  ip: '10.0.9.4',
};
/** The Kafka cluster's SCRAM-over-TLS listener, the only one Glow's pods use (README.md). */
const kafkaPort = 9093;
const dns: Endpoint = { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' }, ip: '10.0.9.5' };
const managedPostgres: Endpoint = { ip: '10.20.0.5' };
const internet: Endpoint = { ip: '203.0.113.10' };

/** What Strimzi's cluster operator adds for a listener without networkPolicyPeers: anyone may connect. */
const strimziListener: INetworkPolicy = {
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name: 'glow-network-policy-kafka', namespace },
  spec: {
    podSelector: { matchLabels: { 'strimzi.io/cluster': 'glow', 'strimzi.io/kind': 'Kafka' } },
    policyTypes: ['Ingress'],
    ingress: [{ ports: [{ port: kafkaPort }] }],
  },
};

let rendered: Rendered;
beforeAll(() => {
  rendered = renderOverlays();
});
afterAll(() => rendered?.remove());

function eachOverlay(check: (policies: INetworkPolicy[], pods: Map<string, Endpoint>) => void) {
  for (const overlay of overlayNames) {
    const objects = rendered.objects[overlay];
    const pods = new Map(
      ofKind<IDeployment>(objects, 'Deployment').map((deployment, index) => [
        deployment.metadata.name,
        { namespace, labels: deployment.spec!.template.metadata!.labels!, ip: `10.0.1.${index + 1}` },
      ]),
    );
    check([...ofKind<INetworkPolicy>(objects, 'NetworkPolicy'), strimziListener], pods);
  }
}

const component = (pod: Endpoint) => pod.labels?.['app.kubernetes.io/component'];

describe('infra/k8s: the network policies', () => {
  it('when nothing allows a connection, then a pod of the namespace refuses it', () => {
    eachOverlay((policies, pods) => {
      const denyAll = policies.find(
        (policy) => Object.keys(policy.spec!.podSelector).length === 0 && !policy.spec!.ingress?.length,
      );
      expect(denyAll?.spec?.policyTypes).toEqual(['Ingress']);
      for (const [name, pod] of pods)
        expect({ name, fromStranger: allows(policies, { from: strangerPod, to: pod, port: 8080 }) }).toEqual({
          name,
          fromStranger: false,
        });
    });
  });

  it('when a pod opens a service’s public or internal port, then only the callers libs/topology declares get through (the gateway; order to cart, catalog and payment)', () => {
    eachOverlay((policies, pods) => {
      const services = [...pods].filter(([, pod]) => component(pod) === 'service');
      expect(services.map(([name]) => name).sort()).toEqual(topology.services.map(({ name }) => name).sort());
      /** The declared callers that run as pods here (not the benches' payment sandbox). */
      const declaredCallers = (name: string, port: topology.PortName) =>
        topology
          .callersOf(declared(name).name, port)
          .filter((caller) => pods.has(caller))
          .sort();
      const callersOf = (service: Endpoint, port: number) =>
        [...pods]
          .filter(([, pod]) => allows(policies, { from: pod, to: service, port }))
          .map(([caller]) => caller)
          .sort();
      for (const [name, service] of services) {
        const { ports } = declared(name);
        // A service without an internal port is probed on the one the others use.
        const internal = callersOf(service, ports.internal ?? 8081);
        expect({ name, public: callersOf(service, ports.http), internal }).toEqual({
          name,
          public: declaredCallers(name, 'http'),
          internal: ports.internal ? declaredCallers(name, 'internal') : [],
        });
        expect({
          name,
          fromIngress: allows(policies, { from: ingressController, to: service, port: 8080 }),
        }).toEqual({ name, fromIngress: false });
      }
    });
  });

  it('when the ingress controller forwards, then it reaches the web apps and the gateway’s public port only; Prometheus the operator port', () => {
    eachOverlay((policies, pods) => {
      for (const [name, pod] of pods) {
        const public8080 = component(pod) === 'web' || name === 'gateway';
        expect({
          name,
          fromIngress: allows(policies, { from: ingressController, to: pod, port: 8080 }),
        }).toEqual({ name, fromIngress: public8080 });
      }
      const gateway = pods.get('gateway')!;
      expect(allows(policies, { from: prometheus, to: gateway, port: 9090 })).toBe(true);
      expect(allows(policies, { from: ingressController, to: gateway, port: 9090 })).toBe(false);
      expect(allows(policies, { from: prometheus, to: gateway, port: 8080 })).toBe(false);
    });
  });

  it('when a backend pod calls out, then it reaches DNS, PostgreSQL, Redis and Kafka; the web apps only DNS', () => {
    eachOverlay((policies, pods) => {
      for (const [name, pod] of pods) {
        const backend = component(pod) !== 'web';
        expect({
          name,
          dns: allows(policies, { from: pod, to: dns, port: 53, protocol: 'UDP' }),
          postgres: allows(policies, { from: pod, to: managedPostgres, port: 5432 }),
          redis: allows(policies, { from: pod, to: managedPostgres, port: 6379 }),
          kafka: allows(policies, { from: pod, to: kafkaBroker, port: kafkaPort }),
          kafkaElsewhere: allows(policies, { from: pod, to: strangerPod, port: kafkaPort }),
          internet: allows(policies, { from: pod, to: internet, port: 443 }),
          smtp: allows(policies, { from: pod, to: internet, port: 587 }),
        }).toEqual({
          name,
          dns: true,
          postgres: backend,
          redis: backend,
          kafka: backend,
          kafkaElsewhere: false,
          // The payment providers and the exchange rates; the mail senders.
          internet: declared(name).external.includes('https'),
          smtp: declared(name).external.includes('smtp'),
        });
      }
    });
  });
});
