import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPort';

type Selector = NonNullable<INetworkPolicyPeer['podSelector']>;

/** A pod (namespace and labels) or an address outside the cluster (ip only). */
export interface Endpoint {
  namespace?: string;
  labels?: Record<string, string>;
  ip: string;
}

export interface Connection {
  from: Endpoint;
  to: Endpoint;
  port: number;
  protocol?: 'TCP' | 'UDP';
}

function matches(selector: Selector, labels: Record<string, string>): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  return (
    byLabel &&
    (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
      const value = labels[key];
      if (operator === 'In') return value !== undefined && values.includes(value);
      if (operator === 'NotIn') return value === undefined || !values.includes(value);
      if (operator === 'Exists') return value !== undefined;
      return value === undefined;
    })
  );
}

function ipNumber(ip: string): number {
  return ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function inCidr(ip: string, cidr: string): boolean {
  const [base = '', bits = '32'] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipNumber(ip) / size) === Math.floor(ipNumber(base) / size);
}

function peerMatches(peer: INetworkPolicyPeer, policyNamespace: string, endpoint: Endpoint): boolean {
  if (peer.ipBlock)
    return (
      inCidr(endpoint.ip, peer.ipBlock.cidr) &&
      !(peer.ipBlock.except ?? []).some((cidr) => inCidr(endpoint.ip, cidr))
    );
  if (endpoint.namespace === undefined) return false;
  const inNamespace = peer.namespaceSelector
    ? matches(peer.namespaceSelector, { 'kubernetes.io/metadata.name': endpoint.namespace })
    : endpoint.namespace === policyNamespace;
  return inNamespace && (!peer.podSelector || matches(peer.podSelector, endpoint.labels ?? {}));
}

function portMatches(
  ports: INetworkPolicyPort[] | undefined,
  { port, protocol = 'TCP' }: Connection,
): boolean {
  return (
    !ports ||
    ports.length === 0 ||
    ports.some(
      (rule) => (rule.port === undefined || rule.port === port) && (rule.protocol ?? 'TCP') === protocol,
    )
  );
}

/** Whether the policies let this connection through, both at its source (egress) and its target (ingress). */
export function allows(policies: INetworkPolicy[], connection: Connection): boolean {
  const side = (direction: 'Ingress' | 'Egress') => {
    const pod = direction === 'Ingress' ? connection.to : connection.from;
    const peer = direction === 'Ingress' ? connection.from : connection.to;
    const selecting = policies.filter(
      (policy) =>
        pod.namespace !== undefined &&
        policy.metadata?.namespace === pod.namespace &&
        (policy.spec?.policyTypes ?? ['Ingress']).includes(direction) &&
        matches(policy.spec?.podSelector ?? {}, pod.labels ?? {}),
    );
    if (selecting.length === 0) return true;
    return selecting.some((policy) => {
      const rules =
        direction === 'Ingress'
          ? (policy.spec?.ingress ?? []).map((rule) => ({ peers: rule.from, ports: rule.ports }))
          : (policy.spec?.egress ?? []).map((rule) => ({ peers: rule.to, ports: rule.ports }));
      return rules.some(
        (rule) =>
          portMatches(rule.ports, connection) &&
          (!rule.peers ||
            rule.peers.length === 0 ||
            rule.peers.some((candidate) => peerMatches(candidate, policy.metadata!.namespace!, peer))),
      );
    });
  };
  return side('Egress') && side('Ingress');
}
