import { screen } from '@testing-library/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { AppProps } from 'single-spa';

/**
 * The browser's side of a server-drawn first screen: the page-wide cache starts with the answers
 * the server drew from, and roots rendered behind the drawn screen still render (in a transition).
 */
function drawnScreen(answers: unknown) {
  const drawn = document.createElement('div');
  drawn.id = 'glow-first-screen';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'glow-first-screen-state';
  block.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.append(drawn, block);
}

afterEach(() => document.body.replaceChildren());

function answersFromServer() {
  const server = new QueryClient();
  server.setQueryData(['hero'], { title: 'Beauty that loves your skin' });
  return dehydrate(server);
}

/** The kit's cache module loaded afresh: it reads the page when it loads. */
async function freshQueryClient() {
  let loaded: typeof import('../src/query/query-client') | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../src/query/query-client');
  });
  return loaded!.queryClient;
}

test('when the page carries the answers its first screen was drawn from, then the page-wide cache starts with them', async () => {
  drawnScreen(answersFromServer());

  const queryClient = await freshQueryClient();

  expect(queryClient.getQueryData(['hero'])).toEqual({ title: 'Beauty that loves your skin' });
});

test('when the answers are unreadable, then the cache starts empty and nothing throws', async () => {
  drawnScreen('{"queries": [');

  const queryClient = await freshQueryClient();

  expect(queryClient.getQueryCache().getAll()).toEqual([]);
});

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

test('when an app mounts behind a drawn first screen, then its root still renders into its slot', async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    drawnScreen(answersFromServer());
    const { createAppLifecycles, firstScreenShown } = await import('../src');
    const app = createAppLifecycles(() => <h1>Storefront home</h1>);
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = {
      domElement,
      name: 'mf_test',
      singleSpa: {},
      mountParcel: jest.fn(),
    } as unknown as AppProps;

    expect(firstScreenShown()).toBe(true);
    await (app.bootstrap as (p: AppProps) => Promise<unknown>)(props);
    await (app.mount as (p: AppProps) => Promise<unknown>)(props);

    expect(domElement).toContainElement(await screen.findByRole('heading', { name: 'Storefront home' }));
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});
