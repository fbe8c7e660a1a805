import { randomUUID } from 'node:crypto';
import { createEnvelope, type ErrorBody, type Product, type Review, type TopicData } from '@glow/contracts';
import type { InProcessBus } from '@glow/service-kit';
import { waitFor } from '@glow/testing';
import { allProducts, getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';

interface Shopper {
  _id: string;
  username: string;
  token: string;
}

describe('reviews', () => {
  let catalog: CatalogUnderTest;
  let products: Product[];
  let admin: Shopper;

  const shopper = async (isAdmin = false): Promise<Shopper> => {
    const _id = randomUUID();
    const username = `shopper-${_id.slice(0, 8)}`;
    const user: TopicData<'user.registered'> = { _id, username, email: `${username}@example.com`, isAdmin };
    await catalog.running.bus.publish('user.registered', [
      createEnvelope('user', { type: 'user.registered', key: _id, data: user }),
    ]);
    return { _id, username, token: catalog.running.keys.sign({ _id, isAdmin, tv: 0 }) };
  };

  const call = async <T>(method: string, path: string, who?: Shopper, body?: unknown) => {
    const response = await fetch(`${catalog.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  const productNow = async (id: string) => (await getJson<Product>(`${catalog.url}/api/products/${id}`)).body;

  /** What the product's rating must be, computed from the reviews it lists. */
  const expectedAggregate = (reviews: Review[]) => ({
    averageRating:
      reviews.length === 0
        ? 0
        : Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 100) / 100,
    numReviews: reviews.length,
  });

  beforeAll(async () => {
    catalog = await startCatalog(['catalog.product.upserted', 'catalog.review.changed']);
    products = await allProducts(catalog.url);
    admin = await shopper(true);
  });
  afterAll(() => catalog.stop());

  it('when a shopper reviews a product without a rating, then it is saved with 5 stars under their name and the rating is recounted', async () => {
    const author = await shopper();
    const product = products[0]!;
    const { status, body: review } = await call<Review>(
      'POST',
      `/api/products/${product._id}/reviews`,
      author,
      {
        comment: ' Lovely texture ',
      },
    );
    expect(status).toBe(201);
    expect(review).toMatchObject({
      productId: product._id,
      rating: 5,
      comment: 'Lovely texture',
      user: { _id: author._id },
    });
    const listed = await waitFor("the review under its author's name", async () => {
      const { body } = await getJson<Review[]>(`${catalog.url}/api/products/${product._id}/reviews`);
      return body[0]?.user.username === author.username ? body : undefined;
    });
    expect(listed!.map((each) => each._id)).toEqual([review._id]);
    expect(await productNow(product._id)).toMatchObject({ averageRating: 5, numReviews: 1 });
  });

  it('when a shopper who paid for the product reviews it, then the review says Verified buyer; one who did not, not', async () => {
    const buyer = await shopper();
    const browser = await shopper();
    const product = products[3]!;
    const orderId = randomUUID();
    await catalog.running.bus.publish('order.paid', [
      createEnvelope('order', {
        type: 'order.paid',
        key: orderId,
        data: {
          orderId,
          userId: buyer._id,
          amount: 5000,
          currency: 'NGN',
          tx_ref: orderId,
          items: [{ productId: product._id, quantity: 1 }],
        },
      }),
    ]);

    const bought = await call<Review>('POST', `/api/products/${product._id}/reviews`, buyer, {
      comment: 'Worth it',
    });
    const looked = await call<Review>('POST', `/api/products/${product._id}/reviews`, browser, {
      comment: 'Pretty',
    });

    expect([bought.body.verifiedBuyer, looked.body.verifiedBuyer]).toEqual([true, false]);
    const { body: listed } = await getJson<Review[]>(`${catalog.url}/api/products/${product._id}/reviews`);
    expect(listed.map((review) => [review.comment, review.verifiedBuyer])).toEqual(
      expect.arrayContaining([
        ['Worth it', true],
        ['Pretty', false],
      ]),
    );
  });

  it('when a shopper reviews the same product twice, then the second answers 409 Product already reviewed', async () => {
    const author = await shopper();
    const product = products[1]!;
    expect(
      (await call('POST', `/api/products/${product._id}/reviews`, author, { rating: 3, comment: 'ok' }))
        .status,
    ).toBe(201);
    const second = await call<ErrorBody>('POST', `/api/products/${product._id}/reviews`, author, {
      rating: 4,
      comment: 'again',
    });
    expect(second).toEqual({ status: 409, body: { message: 'Product already reviewed' } });
  });

  it.each([
    [{ comment: '   ' }, 'Please enter a comment'],
    [{ rating: 4 }, 'Please enter a comment'],
    [{ rating: 0, comment: 'x' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6, comment: 'x' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 2.5, comment: 'x' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 'five', comment: 'x' }, 'Rating must be a whole number from 1 to 5'],
  ])('when a review %j is sent, then it answers 400 %s', async (body, message) => {
    const author = await shopper();
    const answer = await call<ErrorBody>('POST', `/api/products/${products[2]!._id}/reviews`, author, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('when nobody is signed in, then reading works and writing answers 401', async () => {
    const product = products[3]!;
    expect((await getJson<Review[]>(`${catalog.url}/api/products/${product._id}/reviews`)).status).toBe(200);
    expect(
      (await call('POST', `/api/products/${product._id}/reviews`, undefined, { comment: 'hi' })).status,
    ).toBe(401);
  });

  it('when the product does not exist, then reading and writing its reviews answer 404 Product not found', async () => {
    const author = await shopper();
    const missing = randomUUID();
    expect(await getJson(`${catalog.url}/api/products/${missing}/reviews`)).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect(await call('POST', `/api/products/not-a-uuid/reviews`, author, { comment: 'hi' })).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it('when someone else edits or deletes a review, then 403; the author and an admin may, and the rating follows', async () => {
    const author = await shopper();
    const stranger = await shopper();
    const product = products[4]!;
    const { body: review } = await call<Review>('POST', `/api/products/${product._id}/reviews`, author, {
      rating: 2,
      comment: 'meh',
    });

    expect(await call('PUT', `/api/reviews/${review._id}`, stranger, { rating: 1, comment: 'bad' })).toEqual({
      status: 403,
      body: { message: 'Not authorized to change this review' },
    });
    expect((await call('DELETE', `/api/reviews/${review._id}`, stranger)).status).toBe(403);

    const edited = await call<Review>('PUT', `/api/reviews/${review._id}`, author, {
      rating: 4,
      comment: 'better',
    });
    expect(edited.body).toMatchObject({ rating: 4, comment: 'better' });
    expect(await productNow(product._id)).toMatchObject({ averageRating: 4, numReviews: 1 });

    const byAdmin = await call<Review>('PUT', `/api/reviews/${review._id}`, admin, {
      rating: 3,
      comment: 'tidied',
    });
    expect(byAdmin.body).toMatchObject({ rating: 3, comment: 'tidied', user: { _id: author._id } });

    const wrongProduct = await call(
      'DELETE',
      `/api/products/${products[5]!._id}/reviews/${review._id}`,
      admin,
    );
    expect(wrongProduct).toEqual({ status: 404, body: { message: 'Review not found' } });
    expect(await call('DELETE', `/api/products/${product._id}/reviews/${review._id}`, admin)).toEqual({
      status: 200,
      body: { message: 'Review deleted' },
    });
    expect(await productNow(product._id)).toMatchObject({ averageRating: 0, numReviews: 0 });
    expect(await call('DELETE', `/api/reviews/${review._id}`, author)).toEqual({
      status: 404,
      body: { message: 'Review not found' },
    });
  });

  it('when a review changes, then catalog.review.changed and the product snapshot are published with the new rating', async () => {
    const author = await shopper();
    const product = products[6]!;
    const { body: review } = await call<Review>('POST', `/api/products/${product._id}/reviews`, author, {
      rating: 4,
      comment: 'nice',
    });
    await call('DELETE', `/api/reviews/${review._id}`, author);
    const changes = await waitFor('both review events', () => {
      const seen = catalog.received.filter(
        (event) => event.type === 'catalog.review.changed' && event.key === product._id,
      );
      return seen.length >= 2 ? seen : undefined;
    });
    expect(changes!.map((event) => event.data)).toEqual([
      expect.objectContaining({ action: 'added', productId: product._id, averageRating: 4, numReviews: 1 }),
      expect.objectContaining({ action: 'deleted', productId: product._id, averageRating: 0, numReviews: 0 }),
    ]);
    // The snapshot follows its review event out of the outbox: wait for it rather than race it.
    const latestSnapshot = () =>
      catalog.received
        .filter((event) => event.type === 'catalog.product.upserted' && event.key === product._id)
        .at(-1)?.data as { numReviews?: number } | undefined;
    await waitFor('the snapshot after the deletion', () => latestSnapshot()?.numReviews === 0).catch(
      () => undefined,
    );
    expect(latestSnapshot()).toMatchObject({ _id: product._id, averageRating: 0, numReviews: 0 });
  });

  it('when a user changes their name or is deleted, then their reviews show the new name or a neutral one', async () => {
    const author = await shopper();
    const product = products[7]!;
    const { body: review } = await call<Review>('POST', `/api/products/${product._id}/reviews`, author, {
      comment: 'good',
    });
    const renamed = { _id: author._id, username: 'renamed-author', email: 'r@example.com', isAdmin: false };
    await catalog.running.bus.publish('user.updated', [
      createEnvelope('user', {
        type: 'user.updated',
        key: author._id,
        data: { ...renamed, tokenVersion: 0 },
      }),
    ]);
    const nameOf = async () =>
      (await getJson<Review[]>(`${catalog.url}/api/products/${product._id}/reviews`)).body.find(
        (listed) => listed._id === review._id,
      )!.user.username;
    await waitFor('the new name', async () => (await nameOf()) === 'renamed-author');
    await catalog.running.bus.publish('user.deleted', [
      createEnvelope('user', { type: 'user.deleted', key: author._id, data: { _id: author._id } }),
    ]);
    await waitFor('the neutral name', async () => (await nameOf()) === 'Glow shopper');
  });

  it('when a user event is delivered twice or arrives poisoned, then the name follows only the valid events, once each', async () => {
    const author = await shopper();
    const product = products[9]!;
    await call<Review>('POST', `/api/products/${product._id}/reviews`, author, { comment: 'fine' });
    const renamed = (username: string) =>
      createEnvelope('user', {
        type: 'user.updated',
        key: author._id,
        data: {
          _id: author._id,
          username,
          email: `${username}@example.com`,
          isAdmin: false,
          tokenVersion: 0,
        },
      });
    const nameOf = async () =>
      (await getJson<Review[]>(`${catalog.url}/api/products/${product._id}/reviews`)).body.find(
        (listed) => listed.user._id === author._id,
      )!.user.username;
    const catalogLetters = () =>
      (catalog.running.bus as InProcessBus).deadLetters.filter((letter) => letter.group === 'catalog');
    const first = renamed('first-rename');
    const poisoned = { ...renamed('poisoned'), data: { _id: author._id, username: '' } };

    await catalog.running.bus.publish('user.updated', [first, renamed('second-rename')]);
    await waitFor('the second name', async () => (await nameOf()) === 'second-rename');
    // Same key, so the duplicate is handled before the poisoned event is dead-lettered.
    await catalog.running.bus.publish('user.updated', [first, poisoned]);
    await waitFor('the poisoned event to be dead-lettered', () => catalogLetters().length === 1);

    expect(await nameOf()).toBe('second-rename');
    expect(catalogLetters()).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ id: poisoned.id }),
        reason: expect.stringMatching(/username/),
      }),
    ]);
    await catalog.running.bus.publish('user.updated', [renamed('third-rename')]);
    await waitFor('a later valid name', async () => (await nameOf()) === 'third-rename');
  });

  it('when 50 shoppers review one product at once and then half edit and half delete at once, then the rating stays exact', async () => {
    const product = products[8]!;
    const writers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    const posted = await Promise.all(
      writers.map((writer, index) =>
        call<Review>('POST', `/api/products/${product._id}/reviews`, writer, {
          rating: (index % 5) + 1,
          comment: `review ${index}`,
        }),
      ),
    );
    expect(posted.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    let listed = (await getJson<Review[]>(`${catalog.url}/api/products/${product._id}/reviews`)).body;
    expect(listed).toHaveLength(50);
    expect(await productNow(product._id)).toMatchObject(expectedAggregate(listed));

    await Promise.all(
      posted.map(({ body: review }, index) =>
        index % 2 === 0
          ? call('DELETE', `/api/reviews/${review._id}`, writers[index])
          : call('PUT', `/api/reviews/${review._id}`, writers[index], {
              rating: 1 + (index % 3),
              comment: 'edited',
            }),
      ),
    );
    listed = (await getJson<Review[]>(`${catalog.url}/api/products/${product._id}/reviews`)).body;
    expect(listed).toHaveLength(25);
    expect(await productNow(product._id)).toMatchObject(expectedAggregate(listed));
  });
});
