import type { CheckoutAnswer, PaymentMethod, Product, ProductListPage } from '@glow/contracts';
import type { StepKind } from './mix';
import type { StoreClient } from './store-client';

/** What every visit may look at: the catalogue as the store lists it. */
export interface Catalogue {
  productIds: string[];
  /** Products whose stock is not tracked: a sale-long run of buyers never sells them out. */
  buyableIds: string[];
  categories: string[];
  /** Words that match product names, for the search box. */
  searchWords: string[];
}

/** Where a visit goes: the shop (through its gateway) and the payment provider's window. */
export interface Shop {
  store: StoreClient;
  provider: StoreClient;
  catalogue: Catalogue;
}

/** A registered shopper of the bench's pool; `cookie` is the refresh cookie of its session. */
export interface Account {
  email: string;
  name: string;
  cookie: string;
  /** Which payment window this shopper uses: half Flutterwave, half Paystack. */
  method: PaymentMethod;
}

export interface Visit {
  /** The shopper's address, as the load balancer forwards it. */
  from: string;
  account?: Account;
  token?: string;
  random: () => number;
  /** Whether the shop's banner row was loaded on this visit (the app keeps it after). */
  shopBanners: boolean;
  /** The listing the shopper last looked at (a currency change reloads it). */
  listing: string;
  /** The order the visit placed and paid at the provider (verified, still being confirmed, or not verified at all). */
  orderId?: string;
}

export interface StepResult {
  /** Time spent in the payment provider's window (the sandbox here): not the store's latency. */
  providerMs: number;
}

const refreshCookie = 'glow_refresh';
const sorts = ['default', 'priceAsc', 'priceDesc', 'nameAsc', 'nameDesc', 'newest'];
const currencies = ['USD', 'EUR', 'GBP', 'NGN'];
const homeBanners = ['categories-section', 'featured-products', 'deals-section', 'new-arrivals-section'];
const shipping = {
  fullName: 'Journey Shopper',
  address: '1 Allen Avenue',
  city: 'Ikeja',
  postalCode: '100001',
  country: 'Nigeria',
  phoneNumber: '08030000000',
};

const pick = <T>(items: T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** The cookie a sign-in or refresh set, for the next refresh. */
export function refreshCookieOf(setCookie: string[]): string {
  const line = setCookie.find((value) => value.startsWith(`${refreshCookie}=`));
  const value = line?.slice(refreshCookie.length + 1).split(';')[0];
  if (!value) throw new Error('the answer set no refresh cookie');
  return `${refreshCookie}=${value}`;
}

/** A listing query as the shop page builds it: mostly plain pages, some filtered, sorted or searched. */
function listingQuery(catalogue: Catalogue, random: () => number): string {
  const params = new URLSearchParams();
  const roll = random();
  if (roll < 0.35) params.set('category', pick(catalogue.categories, random));
  else if (roll < 0.45) params.set('search', pick(catalogue.searchWords, random));
  else if (roll < 0.55) params.set('discountOnly', 'true');
  if (random() < 0.3) params.set('sort', pick(sorts.slice(1), random));
  if (random() < 0.2) params.set('page', '2');
  params.set('limit', '28');
  return params.toString();
}

/** The calls of a page load, beside the document: rates for prices, and a signed-in shopper's session and badges. */
async function pageLoad(store: StoreClient, visit: Visit, path: string): Promise<void> {
  const { from } = visit;
  const document = store.expect('GET', path, { from, accept: 'text/html' });
  const rates = store.expect('GET', '/api/exchange-rates', { from });
  const session = async () => {
    if (!visit.account) return;
    const answer = await store.call('POST', '/api/users/refresh', {
      from,
      cookie: visit.account.cookie,
      read: true,
    });
    if (answer.status !== 200)
      throw new Error(`POST /api/users/refresh answered ${answer.status}: ${answer.text}`);
    visit.account.cookie = refreshCookieOf(answer.setCookie);
    visit.token = (JSON.parse(answer.text) as { token: string }).token;
    const token = visit.token;
    await Promise.all(
      ['/api/cart', '/api/favourites', '/api/orders', '/api/inbox/unread-count'].map((badge) =>
        store.expect('GET', badge, { from, token }),
      ),
    );
  };
  await Promise.all([document, rates, session()]);
}

async function home(store: StoreClient, { from }: Visit): Promise<void> {
  await Promise.all(
    [
      '/api/hero-section',
      ...homeBanners.map((placement) => `/api/promotion-banners?placement=${placement}`),
      '/api/products?limit=12',
      '/api/products/discounts?limit=12',
      '/api/products/new?limit=12',
      '/api/categories',
    ].map((path) => store.expect('GET', path, { from })),
  );
}

async function shop(store: StoreClient, visit: Visit, catalogue: Catalogue): Promise<void> {
  visit.listing = listingQuery(catalogue, visit.random);
  const calls = [store.expect('GET', `/api/products?${visit.listing}`, { from: visit.from })];
  if (!visit.shopBanners) {
    visit.shopBanners = true;
    calls.push(store.expect('GET', '/api/promotion-banners?placement=products-page', { from: visit.from }));
  }
  await Promise.all(calls);
}

async function product(store: StoreClient, visit: Visit, catalogue: Catalogue): Promise<void> {
  const id = pick(catalogue.productIds, visit.random);
  const { from } = visit;
  await Promise.all([
    store.expect('GET', `/api/products/${id}`, { from }),
    store.expect('GET', `/api/products/${id}/reviews`, { from }),
    store.expect('GET', `/api/products/${id}/related?limit=6`, { from }),
    store.expect('GET', `/api/products/${id}/customers-also-viewed?limit=6`, { from }),
    store.expect('POST', `/api/products/${id}/views`, { from }, [200, 201, 202, 204]),
  ]);
}

/** The shop page reloads its listing in the new currency (price bounds are cleared). */
async function currency(store: StoreClient, visit: Visit, catalogue: Catalogue): Promise<void> {
  const listing = new URLSearchParams(visit.listing || listingQuery(catalogue, visit.random));
  listing.set('currency', pick(currencies, visit.random));
  await Promise.all([
    store.expect('GET', '/api/exchange-rates', { from: visit.from }),
    store.expect('GET', `/api/products?${listing}`, { from: visit.from }),
  ]);
}

async function add(store: StoreClient, visit: Visit, catalogue: Catalogue): Promise<void> {
  await store.expect('POST', '/api/cart/add', {
    from: visit.from,
    token: visit.token,
    body: { productId: pick(catalogue.buyableIds, visit.random) },
  });
}

async function cart(store: StoreClient, { from, token }: Visit): Promise<void> {
  await Promise.all([
    store.expect('GET', '/api/cart', { from, token }),
    store.expect('GET', '/api/shipping-price', { from }),
  ]);
}

interface SandboxAnswer {
  response: { transaction_id?: number | string; trans?: string; status?: string };
}

/**
 * The checkout page, the order placed, the provider's window (the shopper types a card for a think
 * time, then the sandbox takes it: in production, the provider's servers), then the browser's
 * verify, which answers 200 paid or 202 still being confirmed (the order page then waits for the
 * push, as the app does). Neither the window nor the sandbox counts as the store's latency.
 */
async function checkout(
  store: StoreClient,
  provider: StoreClient,
  visit: Visit,
  windowMs: number,
): Promise<StepResult> {
  const { from, token, account } = visit;
  const method = account!.method;
  await Promise.all([
    store.expect('GET', '/api/payments/config', { from }),
    store.expect('GET', '/api/shipping-price', { from }),
  ]);
  const placed = await store.expect<CheckoutAnswer>(
    'POST',
    '/api/orders/checkout',
    { from, token, read: true, body: { shippingDetails: shipping, paymentMethod: method } },
    [201],
  );
  const { tx_ref, amount, currency } = placed.payment;
  const windowOpened = performance.now();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const paid = await provider.expect<SandboxAnswer>(
    'POST',
    '/sandbox/pay',
    {
      from,
      read: true,
      body: {
        provider: method,
        outcome: 'pay',
        tx_ref,
        amount: method === 'paystack' ? String(Math.round(amount * 100)) : String(amount),
        currency,
        email: account!.email,
        name: account!.name,
      },
    },
    [201],
  );
  const providerMs = performance.now() - windowOpened;
  // Money has moved: from here on the order must end paid, whatever happens to the verify call.
  visit.orderId = placed.order._id;
  const transactionId = paid.response.transaction_id ?? paid.response.trans;
  await store.expect(
    'POST',
    '/api/orders/verify',
    { from, token, body: { tx_ref, transaction_id: transactionId?.toString(), paymentMethod: method } },
    [200, 202],
  );
  return { providerMs };
}

const pageOf = (kind: StepKind, catalogue: Catalogue, random: () => number): string =>
  kind === 'home'
    ? '/'
    : kind === 'product'
      ? `/products/${pick(catalogue.productIds, random)}`
      : '/products';

/**
 * One step of a visit. The first is a page load: the document (the gateway draws the first screen
 * with its data) and the session; later steps are the app's own calls for the screen.
 */
export async function runStep(
  kind: StepKind,
  first: boolean,
  { store, provider, catalogue }: Shop,
  visit: Visit,
  /** How long the shopper spends in the payment window. */
  windowMs = 0,
): Promise<StepResult> {
  const none = { providerMs: 0 };
  if (first) {
    await pageLoad(store, visit, pageOf(kind, catalogue, visit.random));
    if (kind === 'shop') visit.shopBanners = true;
    return none;
  }
  switch (kind) {
    case 'home':
      await home(store, visit);
      return none;
    case 'shop':
      await shop(store, visit, catalogue);
      return none;
    case 'product':
      await product(store, visit, catalogue);
      return none;
    case 'currency':
      await currency(store, visit, catalogue);
      return none;
    case 'add':
      await add(store, visit, catalogue);
      return none;
    case 'cart':
      await cart(store, visit);
      return none;
    case 'checkout':
      return checkout(store, provider, visit, windowMs);
  }
}

/** The catalogue as a shopper's browser sees it, read once before the load starts. */
export async function readCatalogue(store: StoreClient): Promise<Catalogue> {
  const from = '10.255.255.254';
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await store.expect<ProductListPage>('GET', `/api/products?limit=100&page=${page}`, {
      from,
      read: true,
    });
    products.push(...answer.items);
    if (page >= answer.pages) break;
  }
  const categories = await store.expect<{ name: string }[]>('GET', '/api/categories', { from, read: true });
  const words = new Set(products.flatMap((item) => item.name.split(/\s+/).filter((word) => word.length > 4)));
  return {
    productIds: products.map((item) => item._id),
    // Untracked products sold one way: a cart takes them by id alone, and they never run out.
    buyableIds: products
      .filter((item) => item.stock === null && (item.options ?? []).length === 0)
      .map((item) => item._id),
    categories: categories.map((category) => category.name),
    searchWords: [...words].slice(0, 50).map((word) => word.toLowerCase()),
  };
}
