import { z } from 'zod';
import { schemaErrors, uncoveredBy, valuesRefused } from './support/compatibility';

const recorded = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Record<string, unknown>;

const v1 = z.object({
  orderId: z.string().min(1),
  amount: z.number().nonnegative(),
  status: z.enum(['Pending', 'Paid']),
});

describe('the compatibility rules a topic version is judged by', () => {
  it('when a version adds an optional field or drops one, then it refuses nothing the earlier version wrote', async () => {
    expect(
      await valuesRefused(recorded(v1), recorded(v1.extend({ note: z.string().optional() }))),
    ).toBeUndefined();
    expect(await valuesRefused(recorded(v1), recorded(v1.omit({ amount: true })))).toBeUndefined();
  });

  it('when a version adds a required field, renames one or changes its type, then the refused values are named', async () => {
    const required = await valuesRefused(
      recorded(v1),
      recorded(v1.extend({ currency: z.string().length(3) })),
    );
    const renamed = await valuesRefused(
      recorded(v1),
      recorded(v1.omit({ orderId: true }).extend({ order: z.string().min(1) })),
    );
    const retyped = await valuesRefused(recorded(v1), recorded(v1.extend({ amount: z.string() })));
    const narrowed = await valuesRefused(recorded(v1), recorded(v1.extend({ amount: z.number().min(100) })));

    // Each answer is the set of refused values: version 1's own example is in it.
    const written = { orderId: 'o1', amount: 50, status: 'Paid' };
    for (const refused of [required, renamed, retyped, narrowed]) {
      expect(refused).toBeDefined();
      expect(schemaErrors(refused as Record<string, unknown>, written)).toEqual([]);
    }
  });

  it('when a union gains a kind, then the earlier kinds still pass; when it loses one, then fixtures that show every kind catch it', async () => {
    const order = z.object({ kind: z.literal('order'), id: z.string() });
    const message = z.object({ kind: z.literal('message'), id: z.string(), name: z.string() });
    const refund = z.object({ kind: z.literal('refund'), id: z.string(), amount: z.number().optional() });
    const before = z.discriminatedUnion('kind', [order, message]);
    const after = z.discriminatedUnion('kind', [order, message, refund]);
    expect(await valuesRefused(recorded(before), recorded(after))).toBeUndefined();

    const fixtures = [
      { kind: 'order', id: 'o1' },
      { kind: 'message', id: 'm1', name: 'Ada' },
    ];
    expect(uncoveredBy(recorded(before), fixtures)).toEqual([]);
    expect(uncoveredBy(recorded(before), fixtures.slice(0, 1))).toEqual([
      'field name',
      'value "message" at kind',
    ]);
    const withoutMessages = z.discriminatedUnion('kind', [order, refund]);
    expect(fixtures.map((fixture) => withoutMessages.safeParse(fixture).success)).toEqual([true, false]);
  });

  it('when an enumerated value is dropped, then the diff alone does not see it but a fixture showing it fails the new schema', async () => {
    const dropped = v1.extend({ status: z.enum(['Pending']) });
    const fixtures = [
      { orderId: 'o1', amount: 1, status: 'Pending' },
      { orderId: 'o1', amount: 1, status: 'Paid' },
    ];
    expect(uncoveredBy(recorded(v1), fixtures)).toEqual([]);
    expect(uncoveredBy(recorded(v1), fixtures.slice(0, 1))).toEqual(['value "Paid" at status']);
    expect(fixtures.map((fixture) => dropped.safeParse(fixture).success)).toEqual([true, false]);
  });
});
