import {
  adminActionTopics,
  assertEvent,
  checkEvent,
  createEnvelope,
  deadLetterTopic,
  topicContracts,
  topicSchemas,
  topics,
} from '../src';

const unread = () =>
  createEnvelope('inbox', {
    type: 'inbox.unread.changed',
    key: 'u1',
    data: { userId: 'u1', count: 2, through: 2 },
  });

describe('event contracts', () => {
  it('when the registry is read, then it holds exactly the topics of the architecture plus user.deleted, user.session.revoked, contact.received, dashboard.feed.added (and its v2), payment.refund.due, payment.refunded, order.stock.released, order.stock.returned, order.return.changed, order.refund.opened, order.refunded and the admin-action topics', () => {
    expect([...topics].sort()).toEqual(
      [
        'user.registered',
        'user.updated',
        'user.deleted',
        'user.session.revoked',
        'catalog.product.upserted',
        'catalog.product.deleted',
        'catalog.review.changed',
        'order.created',
        'order.paid',
        'order.status.changed',
        'order.stock.released',
        'order.stock.returned',
        'order.return.changed',
        'payment.succeeded',
        'payment.failed',
        'payment.refund.due',
        'payment.refunded',
        'order.refunded',
        'order.refund.opened',
        'message.sent',
        'inbox.unread.changed',
        'contact.received',
        'dashboard.feed.added',
        'dashboard.feed.added.v2',
        'user.admin-action.recorded',
        'catalog.admin-action.recorded',
        'order.admin-action.recorded',
      ].sort(),
    );
  });

  it('when an admin-action topic is read, then the service it is named after owns it, and only it', () => {
    expect(adminActionTopics.map((topic) => [topic, topicContracts[topic].owner])).toEqual([
      ['user.admin-action.recorded', 'user'],
      ['catalog.admin-action.recorded', 'catalog'],
      ['order.admin-action.recorded', 'order'],
    ]);
  });

  it('when an admin action names an action that is not a dotted lower-case word, then the schema refuses it', () => {
    const action = {
      actor: { userId: 'a1' },
      action: 'product.updated',
      subject: { type: 'product', id: 'p1' },
      at: '2026-11-25T12:00:00.000Z',
    };
    const schema = topicSchemas['catalog.admin-action.recorded'];

    expect(schema.safeParse(action).success).toBe(true);
    for (const word of ['product', 'Product.Updated', 'product.updated; DROP', ''])
      expect({ word, ok: schema.safeParse({ ...action, action: word }).success }).toEqual({
        word,
        ok: false,
      });
  });

  it('when a feed entry is a refund case, then version 1 of the feed topic rejects it and version 2 accepts it with version 1 kinds', () => {
    const refund = { kind: 'refund', id: 'refund:o1:', orderId: 'o1', at: '2026-11-25T12:00:00.000Z' };
    const order = {
      kind: 'order',
      id: 'order:o1',
      orderId: 'o1',
      amount: 100,
      at: '2026-11-25T12:00:00.000Z',
    };

    expect(topicSchemas['dashboard.feed.added'].safeParse(refund).success).toBe(false);
    expect(topicSchemas['dashboard.feed.added.v2'].safeParse(refund).success).toBe(true);
    expect(topicSchemas['dashboard.feed.added.v2'].safeParse(order).success).toBe(true);
  });

  it('when an envelope is created, then it has every field, a fresh id and the id as default correlation', () => {
    const first = unread();
    const second = unread();
    expect(first).toEqual({
      id: expect.any(String),
      type: 'inbox.unread.changed',
      version: 1,
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: 'inbox',
      correlationId: first.id,
      key: 'u1',
      data: { userId: 'u1', count: 2, through: 2 },
    });
    expect(second.id).not.toBe(first.id);
    expect(createEnvelope('x', { type: 't', key: 'k', data: {}, correlationId: 'req-1' }).correlationId).toBe(
      'req-1',
    );
  });

  it('when a valid event is checked, then it passes with its parsed data', () => {
    const check = checkEvent('inbox.unread.changed', JSON.parse(JSON.stringify(unread())));
    expect(check).toEqual({
      ok: true,
      event: expect.objectContaining({ data: { userId: 'u1', count: 2, through: 2 } }),
    });
  });

  it.each([
    ['a missing envelope field', { ...unread(), id: undefined }, /invalid envelope: id/],
    [
      'a wrong payload type',
      { ...unread(), data: { userId: 'u1', count: 'two', through: 2 } },
      /invalid inbox.unread.changed data: count/,
    ],
    ['a negative count', { ...unread(), data: { userId: 'u1', count: -1, through: 2 } }, /count/],
    [
      'an event of another topic',
      { ...unread(), type: 'message.sent' },
      /does not belong on topic inbox.unread.changed/,
    ],
    ['something that is not an object', 'garbage', /invalid envelope/],
  ])('when an event has %s, then it is refused with a reason', (_case, raw, reason) => {
    const check = checkEvent('inbox.unread.changed', raw);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toMatch(reason);
  });

  it('when a producer builds an invalid event, then assertEvent throws instead of publishing it', () => {
    const bad = createEnvelope('inbox', { type: 'inbox.unread.changed', key: 'u1', data: { userId: '' } });
    expect(() => assertEvent('inbox.unread.changed', bad)).toThrow(/refusing to publish/);
  });

  it('when a product snapshot is checked, then discount and category may be null but prices may not be negative', () => {
    const product = {
      _id: 'p1',
      name: 'Shea Butter',
      description: '',
      price: 2500,
      discountPrice: null,
      images: [],
      category: null,
      stock: 3,
      averageRating: 0,
      numReviews: 0,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    expect(topicSchemas['catalog.product.upserted'].safeParse(product).success).toBe(true);
    expect(topicSchemas['catalog.product.upserted'].safeParse({ ...product, price: -1 }).success).toBe(false);
  });

  it('when an older producer sends a live topic that gained fields since, then its payload still passes, and a newer one passes too', () => {
    const product = {
      _id: 'p1',
      name: 'Shea Butter',
      description: '',
      price: 2500,
      images: [],
      category: null,
      stock: 0,
      averageRating: 0,
      numReviews: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const declined = { tx_ref: 't1', provider: 'paystack', reason: 'declined' };
    const rejected = {
      ...declined,
      reason: 'refund: paid in USD',
      transactionId: '9',
      amount: 3,
      currency: 'USD',
    };

    expect(topicSchemas['catalog.product.upserted'].safeParse(product).success).toBe(true);
    expect(
      topicSchemas['catalog.product.upserted'].safeParse({ ...product, stockTracked: true }).success,
    ).toBe(true);
    expect(topicSchemas['payment.failed'].safeParse(declined).success).toBe(true);
    expect(topicSchemas['payment.failed'].safeParse(rejected).success).toBe(true);
    expect(topicSchemas['catalog.product.upserted'].safeParse({ ...product, stock: null }).success).toBe(
      false,
    );
  });

  it('when a topic is dead-lettered, then its dead-letter topic is named after it', () => {
    expect(deadLetterTopic('order.paid')).toBe('order.paid.dead-letter');
  });
});
