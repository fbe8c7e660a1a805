import fc from 'fast-check';
import { anyJson, oddText, SchemaValues, type JsonSchema, type ValueMode } from './schema-values';

export type CaseKind = ValueMode | 'malformed' | 'oversized';

export const caseKinds: CaseKind[] = ['valid', 'boundary', 'wrong-type', 'unicode', 'malformed', 'oversized'];

/** One request made from an operation of the document. */
export interface FuzzRequest {
  kind: CaseKind;
  method: string;
  /** Path and query, encoded. */
  url: string;
  body?: string | FormData;
  contentType?: string;
}

/** What the fuzzer reads of an OpenAPI operation. */
export interface FuzzOperation {
  method: string;
  /** OpenAPI's form: `/api/products/{id}`. */
  path: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** Above the kit's 100 kB body limit: the answer must be 413, not a crash or a hang. */
const oversizedBytes = 150_000;

const malformedBodies = [
  '{',
  '{"a":}',
  '[1,',
  'null',
  '[]',
  '"text"',
  '12',
  'true',
  '\u0000',
  '{"a":1}{',
  '',
];

/** Lone surrogates cannot be percent-encoded; UTF-8 turns them into U+FFFD as a browser would. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
const encoded = (value: unknown) =>
  encodeURIComponent(wellFormed(typeof value === 'string' ? value : JSON.stringify(value)));

function pathValue(kind: CaseKind): fc.Arbitrary<string> {
  if (kind === 'unicode' || kind === 'malformed') return oddText.filter((text) => text !== '');
  if (kind === 'oversized') return fc.constant('a'.repeat(4_000));
  if (kind === 'boundary')
    return fc.constantFrom('0', '-1', '00000000-0000-0000-0000-000000000000', 'null', '%', '.');
  return fc.oneof(
    fc.uuid(),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
    fc.string({ minLength: 1, maxLength: 30 }),
  );
}

function queryOf(values: Record<string, unknown>, kind: CaseKind): string {
  const parts = Object.entries(values).flatMap(([name, value]) =>
    Array.isArray(value) && kind === 'wrong-type'
      ? value.map((item) => `${encoded(name)}=${encoded(item)}`)
      : [`${encoded(name)}=${encoded(value ?? '')}`],
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export class FuzzCases {
  private readonly values: SchemaValues;

  constructor(components: Record<string, JsonSchema> = {}) {
    this.values = new SchemaValues(components);
  }

  /** Requests of every kind for one operation. */
  of(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
    return fc.constantFrom(...caseKinds).chain((kind) => this.ofKind(operation, kind));
  }

  private ofKind(operation: FuzzOperation, kind: CaseKind): fc.Arbitrary<FuzzRequest> {
    const mode: ValueMode = kind === 'malformed' || kind === 'oversized' ? 'valid' : kind;
    const pathParams = (operation.parameters ?? []).filter((param) => param.in === 'path');
    const path = fc
      .tuple(...pathParams.map(() => pathValue(kind)))
      .map((values) =>
        pathParams.reduce(
          (url, param, i) => url.replace(`{${param.name}}`, encoded(values[i])),
          operation.path,
        ),
      );
    return fc
      .record({ path, query: this.query(operation, kind, mode), body: this.body(operation, kind, mode) })
      .map(({ path: url, query, body }) => ({
        kind,
        method: operation.method.toUpperCase(),
        url: `${url}${query}`,
        ...body,
      }));
  }

  private query(operation: FuzzOperation, kind: CaseKind, mode: ValueMode): fc.Arbitrary<string> {
    const params = (operation.parameters ?? []).filter((param) => param.in === 'query');
    const known = fc.record(
      Object.fromEntries(params.map((param) => [param.name, this.values.of(param.schema ?? {}, mode)])),
      {
        requiredKeys:
          mode === 'valid' ? params.filter((param) => param.required).map((param) => param.name) : [],
      },
    );
    if (kind === 'oversized')
      return known.map((values) => queryOf({ ...values, [params[0]?.name ?? 'q']: 'q'.repeat(8_000) }, kind));
    if (kind === 'malformed')
      return fc.constantFrom('?%', '?a[b]=1', '?&&=&', '?x=%E0%A4%A', '?__proto__[a]=1');
    return known.map((values) => queryOf(values, kind));
  }

  private body(
    operation: FuzzOperation,
    kind: CaseKind,
    mode: ValueMode,
  ): fc.Arbitrary<Pick<FuzzRequest, 'body' | 'contentType'>> {
    const content = operation.requestBody?.content ?? {};
    const form = content['multipart/form-data']?.schema;
    const schema = content['application/json']?.schema ?? form;
    if (!schema && operation.method === 'get') return fc.constant({});
    const json = (body: string) => ({ body, contentType: 'application/json' });
    if (kind === 'malformed') {
      return fc.oneof(
        fc.constantFrom(...malformedBodies).map(json),
        fc.constant({ body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }),
        fc.constant({ body: '{"a":1}', contentType: 'application/json; charset=utf-7' }),
      );
    }
    if (kind === 'oversized') return fc.constant(json(JSON.stringify({ text: 'x'.repeat(oversizedBytes) })));
    const values = this.values.of(schema ?? {}, mode);
    if (form && mode === 'valid') return values.map((fields) => ({ body: formDataOf(fields) }));
    const bodies = kind === 'wrong-type' ? fc.oneof(values, anyJson) : values;
    return bodies.map((value) => json(JSON.stringify(value) ?? 'null'));
  }
}

function formDataOf(fields: unknown): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
    data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return data;
}
