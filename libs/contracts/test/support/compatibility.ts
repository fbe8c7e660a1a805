import Ajv from 'ajv';
import jsonSchemaDiff from 'json-schema-diff';

type JsonSchema = Record<string, unknown>;

/**
 * What a consumer built on a version accepts, from that version's recorded (writer) schema: zod
 * drops fields it does not know, so a reader's objects are open; a discriminated union is any of
 * its kinds (zod tries each), which JSON Schema's `oneOf` would refuse once two kinds look alike
 * to the diff (it does not see `const`).
 */
export function readerSchema(writer: unknown): unknown {
  if (Array.isArray(writer)) return writer.map(readerSchema);
  if (writer === null || typeof writer !== 'object') return writer;
  const reader: JsonSchema = {};
  for (const [keyword, value] of Object.entries(writer)) {
    if (keyword === 'additionalProperties' && value === false) continue;
    reader[keyword === 'oneOf' ? 'anyOf' : keyword] = readerSchema(value);
  }
  return reader;
}

/**
 * The values a producer of `older` could write that a consumer of `newer` refuses (BACKWARD in a
 * schema registry's terms), or undefined when there are none. json-schema-diff does not judge
 * `enum`, `const`, `pattern` or `format`: those are held by the fixtures, which must show every
 * enumerated value (`uncoveredBy`) and still pass the newer schema.
 */
export async function valuesRefused(older: JsonSchema, newer: JsonSchema): Promise<unknown> {
  const diff = await jsonSchemaDiff.diffSchemas({
    sourceSchema: older as never,
    destinationSchema: readerSchema(newer) as never,
  });
  return diff.removalsFound ? diff.removedJsonSchema : undefined;
}

const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });

/** Checks a payload against a recorded schema; answers ajv's complaints, empty when it passes. */
export function schemaErrors(schema: JsonSchema, data: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);
}

interface Shape {
  paths: Set<string>;
  values: Map<string, Set<unknown>>;
}

const emptyShape = (): Shape => ({ paths: new Set(), values: new Map() });

function addValue(shape: Shape, path: string, value: unknown): void {
  const values = shape.values.get(path) ?? new Set<unknown>();
  values.add(value);
  shape.values.set(path, values);
}

/** Every property path a schema declares (`items[].productId`) and every value it enumerates there. */
function declaredShape(schema: unknown, path = '', shape = emptyShape()): Shape {
  if (schema === null || typeof schema !== 'object') return shape;
  const node = schema as JsonSchema;
  for (const [name, property] of Object.entries((node.properties ?? {}) as JsonSchema)) {
    const at = path ? `${path}.${name}` : name;
    shape.paths.add(at);
    declaredShape(property, at, shape);
  }
  if (node.items) declaredShape(node.items, `${path}[]`, shape);
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    for (const branch of (node[keyword] ?? []) as unknown[]) declaredShape(branch, path, shape);
  }
  if (Array.isArray(node.enum)) for (const value of node.enum) addValue(shape, path, value);
  if ('const' in node) addValue(shape, path, node.const);
  return shape;
}

function presentShape(value: unknown, path = '', shape = emptyShape()): Shape {
  if (Array.isArray(value)) {
    for (const item of value) presentShape(item, `${path}[]`, shape);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, property] of Object.entries(value)) {
      const at = path ? `${path}.${name}` : name;
      shape.paths.add(at);
      presentShape(property, at, shape);
    }
  } else {
    addValue(shape, path, value);
  }
  return shape;
}

/**
 * What a version's fixtures leave unshown: a declared field no fixture has, or an enumerated value
 * (a status, a union's kind) none of them uses. Fixtures that show everything make "every earlier
 * version still passes" mean something for the values the diff cannot judge.
 */
export function uncoveredBy(schema: JsonSchema, payloads: unknown[]): string[] {
  const declared = declaredShape(schema);
  const present = emptyShape();
  for (const payload of payloads) presentShape(payload, '', present);
  const missing = [...declared.paths]
    .filter((path) => !present.paths.has(path))
    .map((path) => `field ${path}`);
  for (const [path, values] of declared.values) {
    for (const value of values) {
      if (!present.values.get(path)?.has(value))
        missing.push(`value ${JSON.stringify(value)} at ${path || '(root)'}`);
    }
  }
  return missing;
}
