import fc from 'fast-check';

/** The part of JSON Schema (2020-12, as OpenAPI 3.1 holds it) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
}

/** How a value is made: as the schema asks, at its edges, of the wrong type, or in odd Unicode. */
export type ValueMode = 'valid' | 'boundary' | 'wrong-type' | 'unicode';

/** Strings that broke parsers, databases and terminals before: NUL, bidi overrides, lone surrogates, BOM… */
const oddTexts = [
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\uFEFF',
  '\uD800',
  '\uDFFF\uD800',
  'e\u0301\u0301\u0301',
  '𝕏𝔂𝔃🙂👩🏾‍🔬',
  '\u2028\u2029',
  'Ａｄｍｉｎ',
  '%00%ff%',
  "'; DROP TABLE users; --",
  '{"$gt":""}',
  '../../etc/passwd',
  ' ',
  '\t\n\r',
];

export const oddText = fc.oneof(
  fc.constantFrom(...oddTexts),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** A JSON value of any type, small. */
export const anyJson = fc.jsonValue({ maxDepth: 2 });

const wrongTypeValue = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { $gt: '' }),
  anyJson,
);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function edgeNumbers(schema: JsonSchema, integer: boolean): number[] {
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  const edges = [0, -1, 1, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308];
  for (const bound of [low, high]) if (bound !== undefined) edges.push(bound - 1, bound, bound + 1);
  return integer ? edges : [...edges, 0.1, -0.000001, 1e-300];
}

function edgeLengths(schema: JsonSchema): number[] {
  const lengths = [0, 1];
  if (schema.minLength !== undefined) lengths.push(Math.max(schema.minLength - 1, 0), schema.minLength);
  if (schema.maxLength !== undefined) lengths.push(schema.maxLength, schema.maxLength + 1);
  return lengths;
}

/** Makes values of a schema, resolving `$ref`s in the document's components. */
export class SchemaValues {
  constructor(private readonly components: Record<string, JsonSchema> = {}) {}

  of(schema: JsonSchema, mode: ValueMode, depth = 0): fc.Arbitrary<unknown> {
    if (schema.$ref) return this.of(this.resolve(schema.$ref), mode, depth);
    if (mode === 'wrong-type' && !schema.properties) return wrongTypeValue;
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return this.choice(fc.constantFrom(...schema.enum), mode);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return fc.oneof(...branches.map((branch) => this.of(branch, mode, depth + 1)));
    if (schema.allOf?.length) return this.of(Object.assign({}, ...schema.allOf) as JsonSchema, mode, depth);
    const types = typesOf(schema);
    if (types.length === 0) return depth > 2 ? fc.constant(null) : anyJson;
    return fc.oneof(...types.map((type) => this.ofType(type, schema, mode, depth)));
  }

  private resolve(ref: string): JsonSchema {
    const found = this.components[ref.replace('#/components/schemas/', '')];
    if (!found) throw new Error(`fuzz: unknown schema ${ref}`);
    return found;
  }

  private choice(valid: fc.Arbitrary<unknown>, mode: ValueMode): fc.Arbitrary<unknown> {
    if (mode === 'valid') return valid;
    return fc.oneof(valid, mode === 'unicode' ? oddText : fc.string({ maxLength: 20 }));
  }

  private ofType(type: string, schema: JsonSchema, mode: ValueMode, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'string':
        return this.text(schema, mode);
      case 'integer':
      case 'number':
        return this.number(schema, mode, type === 'integer');
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return this.array(schema, mode, depth);
      case 'object':
        return this.object(schema, mode, depth);
      default:
        return anyJson;
    }
  }

  private text(schema: JsonSchema, mode: ValueMode): fc.Arbitrary<string> {
    if (mode === 'unicode') return oddText;
    if (mode === 'boundary') {
      return fc
        .constantFrom(...edgeLengths(schema))
        .chain((length) => fc.string({ minLength: length, maxLength: length }));
    }
    if (schema.format === 'email') return fc.emailAddress();
    if (schema.format === 'uuid') return fc.uuid();
    if (schema.format === 'date-time')
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
    const minLength = schema.minLength ?? 0;
    return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 200)) });
  }

  private number(schema: JsonSchema, mode: ValueMode, integer: boolean): fc.Arbitrary<number> {
    if (mode !== 'valid') return fc.constantFrom(...edgeNumbers(schema, integer));
    const min =
      schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + 1);
    const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - 1);
    return integer
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  }

  private array(schema: JsonSchema, mode: ValueMode, depth: number): fc.Arbitrary<unknown[]> {
    const items = depth > 3 ? fc.constant(null) : this.of(schema.items ?? {}, mode, depth + 1);
    const minLength = schema.minItems ?? 0;
    if (mode === 'boundary') {
      const lengths = [0, minLength, schema.maxItems ?? 5, (schema.maxItems ?? 5) + 1];
      return fc
        .constantFrom(...lengths)
        .chain((length) => fc.array(items, { minLength: length, maxLength: length }));
    }
    return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 8)) });
  }

  private object(schema: JsonSchema, mode: ValueMode, depth: number): fc.Arbitrary<unknown> {
    const properties = Object.entries(schema.properties ?? {});
    const record = fc.record(
      Object.fromEntries(properties.map(([name, property]) => [name, this.of(property, mode, depth + 1)])),
      { requiredKeys: mode === 'valid' ? (schema.required ?? []) : [] },
    );
    if (mode === 'valid') return record;
    // Unknown fields and prototype keys beside the known ones.
    return fc
      .tuple(record, fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', ''), anyJson))
      .map(([known, extra]) => ({ ...extra, ...(known as object) }));
  }
}
