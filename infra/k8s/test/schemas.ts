import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import type { K8sObject } from './render';

type Model = new (data: unknown) => { validate(): void };

type Schema = { [keyword: string]: unknown };

/**
 * As the API server with strict field validation: a field the schema does not name is refused
 * (Kubernetes would otherwise prune it silently), except where the CRD preserves unknown fields.
 */
function refuseUnknownFields(schema: Schema): Schema {
  const properties = schema.properties as Record<string, Schema> | undefined;
  const strict: Schema = { ...schema };
  if (properties) {
    strict.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, refuseUnknownFields(property)]),
    );
    if (!schema['x-kubernetes-preserve-unknown-fields']) strict.additionalProperties = false;
  }
  if (schema.items) strict.items = refuseUnknownFields(schema.items as Schema);
  return strict;
}

/** Strimzi's kinds, each checked against its CRD schema as vendored (test/strimzi-*.schema.json). */
const strimziValidators = new Map(
  ['KafkaTopic', 'KafkaUser'].map((kind) => {
    const file = path.join(__dirname, `strimzi-${kind.toLowerCase()}-v1beta2.schema.json`);
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
    return [kind, new Ajv({ allErrors: true }).compile(refuseUnknownFields(schema))];
  }),
);

function withoutLineBreaks(data: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries((data ?? {}) as Record<string, string>).map(([key, value]) => [
      key,
      value.replace(/\n/g, ''),
    ]),
  );
}

/** Why the object is not valid for its kind, or undefined: kubernetes-models, or the vendored Strimzi CRD. */
export async function schemaProblem(object: K8sObject): Promise<string | undefined> {
  const id = `${object.apiVersion} ${object.kind} ${object.metadata.name}`;
  const validateStrimzi = strimziValidators.get(object.kind);
  if (validateStrimzi) {
    if (object.apiVersion !== 'kafka.strimzi.io/v1beta2') return `${id}: expected kafka.strimzi.io/v1beta2`;
    if (validateStrimzi(object)) return undefined;
    return `${id}: ${(validateStrimzi.errors ?? []).map((error) => `${error.dataPath} ${error.message}`).join(', ')}`;
  }
  // kustomize v5 writes a long Secret value over several lines; the API server's base64 skips line breaks.
  const checked = object.kind === 'Secret' ? { ...object, data: withoutLineBreaks(object.data) } : object;
  const module = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`).catch(
    () => ({}),
  )) as Record<string, Model | undefined>;
  const KindModel = module[object.kind];
  if (!KindModel) return `${id}: no such kind in kubernetes-models`;
  try {
    new KindModel(checked).validate();
    return undefined;
  } catch (error) {
    return `${id}: ${(error as Error).message}`;
  }
}
