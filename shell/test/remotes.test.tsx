import type { AppProps, LifeCycles } from 'single-spa';
import type { SlotProps } from '../src/fallback-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
}));

type Runtime = {
  registerPlugins: jest.Mock;
  registerRemotes: jest.Mock;
  loadRemote: jest.Mock;
  preloadRemote: jest.Mock;
};

const manifest = {
  mf_storefront: '/mf/storefront/mf-manifest.json',
  mf_checkout: '/mf/checkout/mf-manifest.json',
};

type TestingLibrary = typeof import('@testing-library/react/pure');
let act: TestingLibrary['act'];
let screen: TestingLibrary['screen'];

/** Fresh modules per test (the shell reads /remotes.json once per page), React and testing-library included. */
function load() {
  jest.resetModules();
  ({ act, screen } = jest.requireActual('@testing-library/react/pure') as TestingLibrary);
  const runtime = jest.requireMock('@module-federation/enhanced/runtime') as Runtime;
  const remotes = jest.requireActual('../src/remotes') as typeof import('../src/remotes');
  const status = jest.requireActual('../src/app-status') as typeof import('../src/app-status');
  const early = jest.requireActual('../src/remotes-manifest') as typeof import('../src/remotes-manifest');
  return { runtime, remotes, status, early };
}

function answerRemotesJson(status: number, body: unknown = manifest) {
  globalThis.fetch = jest.fn(async () => ({ ok: status === 200, status, json: async () => body })) as never;
}

async function mountInto(app: LifeCycles<SlotProps>) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { domElement, name: 'mf_storefront', singleSpa: {}, mountParcel: jest.fn() } as SlotProps &
    AppProps;
  await act(async () => {
    await (app.bootstrap as (p: typeof props) => Promise<unknown>)(props);
    await (app.mount as (p: typeof props) => Promise<unknown>)(props);
  });
  return domElement;
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe('loading a microfrontend from the remotes manifest', () => {
  it('when /remotes.json answers, then each remote is registered and the app loads from <name>/app', async () => {
    const { runtime, remotes } = load();
    answerRemotesJson(200);
    runtime.loadRemote.mockResolvedValue({
      bootstrap: async () => undefined,
      mount: async ({ domElement }: SlotProps) => void (domElement.textContent = 'storefront home'),
      unmount: async () => undefined,
    });

    const slot = await mountInto(await remotes.loadApp('mf_storefront'));

    expect(globalThis.fetch).toHaveBeenCalledWith('/remotes.json');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_storefront', entry: '/mf/storefront/mf-manifest.json' },
      { name: 'mf_checkout', entry: '/mf/checkout/mf-manifest.json' },
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_storefront/app');
    expect(slot).toHaveTextContent('storefront home');
  });

  it('when /remotes.json fails, then the slot shows the fallback and the spinner stops', async () => {
    const { runtime, remotes, status } = load();
    answerRemotesJson(503);

    const slot = await mountInto(await remotes.loadApp('mf_storefront'));

    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(slot).toHaveTextContent('Something went wrong.');
    expect(status.isRemoteLoading()).toBe(false);
  });

  it('when the remote never answers, then the spinner shows until the time limit, then the fallback', async () => {
    jest.useFakeTimers();
    const { runtime, remotes, status } = load();
    answerRemotesJson(200);
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));

    const pending = remotes.loadApp('mf_storefront');
    await act(async () => jest.advanceTimersByTimeAsync(19_000));
    expect(status.isRemoteLoading()).toBe(true);
    await act(async () => jest.advanceTimersByTimeAsync(1_000));
    const slot = await mountInto(await pending);

    expect(slot).toHaveTextContent('Something went wrong.');
    expect(status.isRemoteLoading()).toBe(false);
  });

  it('when the federation runtime fails to load a remote, then its error hook hands back the fallback app', async () => {
    const { runtime } = load();
    const [[plugins]] = runtime.registerPlugins.mock.calls as [
      [Array<{ errorLoadRemote: (args: object) => Promise<unknown> }>],
    ];
    const hook = plugins[0]!.errorLoadRemote;

    const recovered = await hook({ id: 'mf_admin/app', error: new Error('404'), lifecycle: 'onLoad' });
    await mountInto(recovered as LifeCycles<SlotProps>);

    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(
      await hook({ id: 'mf_admin/app', error: new Error('bad'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
    expect(
      await hook({ id: 'mf_storefront/prefetch', error: new Error('404'), lifecycle: 'onLoad' }),
    ).toBeUndefined();
  });
});

describe('starting the first page early (the entry, before the shell renders)', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('when the page belongs to the storefront, then its app is preloaded and its prefetch gets the path and query', async () => {
    const { runtime, early, remotes } = load();
    answerRemotesJson(200);
    const prefetch = jest.fn();
    runtime.loadRemote.mockImplementation(async (id: string) =>
      id === 'mf_storefront/prefetch' ? { prefetch } : undefined,
    );

    early.preloadCurrentRoute({ pathname: '/products', search: '?category=Makeup' });
    await flush();

    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_storefront', exposes: ['./app'], resourceCategory: 'sync' },
    ]);
    expect(prefetch).toHaveBeenCalledWith('/products', '?category=Makeup');
    // The loader later reuses the same registration: /remotes.json is read once per page.
    runtime.loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    await remotes.loadApp('mf_storefront');
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('when the server drew the page and brought its data, then its app is preloaded and no prefetch is asked for', async () => {
    const { runtime, early } = load();
    answerRemotesJson(200);
    const answers = document.createElement('script');
    answers.type = 'application/json';
    answers.id = 'glow-first-screen-state';
    document.body.append(answers);

    early.preloadCurrentRoute({ pathname: '/', search: '' });
    await flush();
    answers.remove();

    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_storefront', exposes: ['./app'], resourceCategory: 'sync' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('when the page belongs to the back office, then its app is preloaded and no prefetch is asked for', async () => {
    const { runtime, early } = load();
    answerRemotesJson(200);

    early.preloadCurrentRoute({ pathname: '/admin/products', search: '' });
    await flush();

    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_admin', exposes: ['./app'], resourceCategory: 'sync' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('when /remotes.json fails early, then nothing throws and the loader shows the fallback', async () => {
    const { early, remotes } = load();
    answerRemotesJson(503);

    early.preloadCurrentRoute({ pathname: '/', search: '' });
    await flush();
    const slot = await mountInto(await remotes.loadApp('mf_storefront'));

    expect(slot).toHaveTextContent('Something went wrong.');
  });
});
