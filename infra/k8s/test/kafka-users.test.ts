import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { repoRoot } from '../../deploy/test/compose-file';
import { committedGrants, type Grant } from '../../deploy/test/kafka-acls';
import { containerEnv, kafkaUserSecrets, secretMounts, secretValues } from './pod-env';
import { ofKind, overlayNames, renderOverlays, type K8sObject, type Rendered } from './render';

interface StrimziAcl {
  type?: string;
  host?: string;
  resource: { type: string; name?: string; patternType?: string };
  operations?: string[];
  operation?: string;
}

interface KafkaUserSpec {
  spec: { authentication?: { type: string }; authorization?: { type: string; acls: StrimziAcl[] } };
}

/** The SCRAM-over-TLS listener of the Strimzi cluster `glow` (README.md, "What must exist"). */
const bootstrap = 'glow-kafka-bootstrap:9093';

/** What create-acls.sh allows for each kind of grant of acls.conf. */
const operationsOf: Record<string, string[]> = {
  'read topic': ['Describe', 'Read'],
  'write topic': ['Describe', 'Write'],
  'read group': ['Describe', 'Read'],
};

/** One ACL, Strimzi's defaults filled in, as a line that reads well in a diff. */
function aclLine(acl: StrimziAcl): string {
  const operations = [...(acl.operations ?? []), ...(acl.operation ? [acl.operation] : [])].sort();
  const { type, name, patternType = 'literal' } = acl.resource;
  return `${acl.type ?? 'allow'} ${operations.join(',')} on ${type} ${name} (${patternType}, host ${acl.host ?? '*'})`;
}

function expectedLine([, operation, resource, name]: Grant): string {
  const operations = operationsOf[`${operation} ${resource}`] ?? [`unknown grant ${operation}`];
  return aclLine({ resource: { type: resource, name }, operations });
}

/** acls.conf's grants as Strimzi ACLs, by user. */
function expectedAcls(): Map<string, string[]> {
  const byUser = new Map<string, string[]>();
  for (const grant of committedGrants())
    byUser.set(grant[0], [...(byUser.get(grant[0]) ?? []), expectedLine(grant)]);
  return byUser;
}

function clusterOf(object: K8sObject): string | undefined {
  return object.metadata.labels?.['strimzi.io/cluster'];
}

let rendered: Rendered;
let secrets: Map<string, Record<string, string>>;
beforeAll(() => {
  rendered = renderOverlays();
  secrets = new Map([...secretValues(rendered.objects.local), ...kafkaUserSecrets(rendered.objects.local)]);
});
afterAll(() => rendered?.remove());

describe('infra/k8s: the Kafka users', () => {
  it('when an overlay is rendered, then its KafkaUsers are acls.conf’s users, on the topics’ cluster, with SCRAM-SHA-512 and exactly acls.conf’s grants', () => {
    const expected = [...expectedAcls()]
      .map(([user, acls]) => ({
        user,
        cluster: 'glow',
        authentication: 'scram-sha-512',
        authorization: 'simple',
        acls: acls.sort(),
      }))
      .sort((a, b) => a.user.localeCompare(b.user));
    for (const overlay of overlayNames) {
      const objects = rendered.objects[overlay];
      const topicClusters = [...new Set(ofKind(objects, 'KafkaTopic').map(clusterOf))];
      const users = ofKind<KafkaUserSpec>(objects, 'KafkaUser')
        .map((user) => ({
          user: user.metadata.name,
          cluster: clusterOf(user),
          authentication: user.spec.authentication?.type,
          authorization: user.spec.authorization?.type,
          acls: (user.spec.authorization?.acls ?? []).map(aclLine).sort(),
        }))
        .sort((a, b) => a.user.localeCompare(b.user));
      expect({ overlay, topicClusters, users }).toEqual({
        overlay,
        topicClusters: ['glow'],
        users: expected,
      });
    }
  });

  it('when acls.conf changes, then kafka-users.yaml is regenerated', () => {
    const check = () =>
      execFileSync('node', [path.join(repoRoot, 'infra/k8s/generate-kafka-users.js'), '--check'], {
        stdio: 'pipe',
      });
    expect(check).not.toThrow();
  });

  it('when a service uses Kafka, then it signs in on the TLS listener (trusting the cluster CA) as its own KafkaUser, with the password of that user’s Secret', () => {
    for (const overlay of overlayNames) {
      const objects = rendered.objects[overlay];
      const users = new Set(ofKind(objects, 'KafkaUser').map((user) => user.metadata.name));
      const signedIn: string[] = [];
      for (const deployment of ofKind<IDeployment>(objects, 'Deployment')) {
        const container = deployment.spec!.template.spec!.containers[0]!;
        const { values } = containerEnv(container, objects, secrets);
        if (!values.KAFKA_BROKERS) continue;
        const name = deployment.metadata!.name!;
        const username = values.KAFKA_SASL_USERNAME;
        const passwordRef = container.env?.find((variable) => variable.name === 'KAFKA_SASL_PASSWORD')
          ?.valueFrom?.secretKeyRef;
        // The broker's certificate is checked against the cluster CA, from the Secret Strimzi keeps it in.
        const caFile = values.KAFKA_TLS_CA_FILE ?? '';
        const caMount = [...secretMounts(deployment.spec!.template.spec!, container)].find(([mountPath]) =>
          caFile.startsWith(`${mountPath}/`),
        );
        signedIn.push(username ?? '');
        expect({
          overlay,
          deployment: name,
          brokers: values.KAFKA_BROKERS,
          mechanism: values.KAFKA_SASL_MECHANISM,
          username,
          password: { secret: passwordRef?.name, key: passwordRef?.key },
          userExists: users.has(username ?? ''),
          ca: { secret: caMount?.[1], file: path.basename(caFile) },
        }).toEqual({
          overlay,
          deployment: name,
          brokers: bootstrap,
          mechanism: 'scram-sha-512',
          username: name,
          password: { secret: username, key: 'password' },
          userExists: true,
          ca: { secret: 'glow-cluster-ca-cert', file: 'ca.crt' },
        });
      }
      expect({ overlay, unused: [...users].filter((user) => !signedIn.includes(user)) }).toEqual({
        overlay,
        unused: [],
      });
    }
  });
});
