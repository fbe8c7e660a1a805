import { randomUUID } from 'node:crypto';
import type { ErrorBody, Product } from '@glow/contracts';
import { displayPrice, ids } from './support/expected';
import { allProducts, getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';

describe('related, by-ids and customers also viewed', () => {
  let catalog: CatalogUnderTest;
  let everything: Product[];

  beforeAll(async () => {
    catalog = await startCatalog();
    everything = await allProducts(catalog.url);
  });
  afterAll(() => catalog.stop());

  const view = (productId: string, headers: Record<string, string> = {}) =>
    fetch(`${catalog.url}/api/products/${productId}/views`, { method: 'POST', headers });
  const signedIn = () => ({
    authorization: `Bearer ${catalog.running.keys.sign({ _id: randomUUID(), isAdmin: false, tv: 0 })}`,
  });
  const alsoViewed = async (productId: string) =>
    ids((await getJson<Product[]>(`${catalog.url}/api/products/${productId}/customers-also-viewed`)).body);

  it('when related products are asked for, then the same category comes first, nearest price first, never the product itself', async () => {
    const product = everything[10]!;
    const { body } = await getJson<Product[]>(`${catalog.url}/api/products/${product._id}/related?limit=6`);
    const distance = (other: Product) => Math.abs(displayPrice(other) - displayPrice(product));
    const others = everything.filter((other) => other._id !== product._id);
    const sameCategory = others
      .filter((other) => other.category?._id === product.category?._id)
      .sort((a, b) => distance(a) - distance(b) || (a._id < b._id ? -1 : 1));
    expect(body).toHaveLength(6);
    expect(ids(body)).toEqual(ids(sameCategory).slice(0, 6));
    expect((await getJson<ErrorBody>(`${catalog.url}/api/products/${randomUUID()}/related`)).status).toBe(
      404,
    );
  });

  it('when products are asked for by ids, then the order is kept, unknown ids are skipped, and more than 50 are refused', async () => {
    const wanted = [everything[3]!._id, randomUUID(), everything[1]!._id, 'nonsense', everything[2]!._id];
    const { body } = await getJson<Product[]>(`${catalog.url}/api/products/by-ids?ids=${wanted.join(',')}`);
    expect(ids(body)).toEqual([everything[3]!._id, everything[1]!._id, everything[2]!._id]);
    expect((await getJson<Product[]>(`${catalog.url}/api/products/by-ids?ids=`)).body).toEqual([]);
    const tooMany = Array.from({ length: 51 }, () => randomUUID()).join(',');
    const refused = await getJson<ErrorBody>(`${catalog.url}/api/products/by-ids?ids=${tooMany}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('at most 50 ids');
  });

  it('when signed-in shoppers and consenting visitors view products, then co-views rank what they also viewed', async () => {
    const [a, b, c, d] = everything.slice(20, 24).map((product) => product._id);
    const first = signedIn();
    const second = signedIn();
    for (const id of [a!, b!, c!]) expect((await view(id, first)).status).toBe(204);
    for (const id of [a!, c!]) expect((await view(id, second)).status).toBe(204);

    // A visitor who accepted cookies gets an HttpOnly id and counts too.
    const visitorAnswer = await view(a!, { cookie: 'consent=accepted' });
    const setCookie = visitorAnswer.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^glow_visitor=[0-9a-f-]{36}; Max-Age=\d+; Path=\/; .*HttpOnly; SameSite=Lax/);
    const visitor = { cookie: `consent=accepted; ${setCookie.split(';')[0]}` };
    expect((await view(d!, visitor)).headers.get('set-cookie')).toBeNull();
    await view(c!, visitor);

    // c by three viewers; b and d by one each, the more recently viewed first.
    expect(await alsoViewed(a!)).toEqual([c!, d!, b!]);
    expect(await alsoViewed(d!)).toEqual([c!, a!]);
  });

  it('when a visitor has not accepted cookies, then nothing is recorded and no cookie is set', async () => {
    const [e, f] = everything.slice(30, 32).map((product) => product._id);
    for (const headers of <Record<string, string>[]>[
      {},
      { cookie: 'consent=rejected' },
      { cookie: 'consent=rejected; glow_visitor=' + randomUUID() },
    ]) {
      const answer = await view(e!, headers);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('set-cookie')).toBeNull();
      await view(f!, headers);
    }
    expect(await alsoViewed(e!)).toEqual([]);
    expect((await view(randomUUID(), signedIn())).status).toBe(404);
  });
});
