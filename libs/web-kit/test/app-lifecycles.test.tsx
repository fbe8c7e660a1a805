import { act, screen } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { createAppLifecycles } from '../src';

type Lifecycle = (props: AppProps & { domElement: HTMLElement }) => Promise<unknown>;

function slot() {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { domElement, name: 'mf_test', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps & {
    domElement: HTMLElement;
  };
}

// single-spa-react's mount resolves from an effect of its root, so it cannot wait inside act().
async function run(lifecycle: unknown, props: AppProps & { domElement: HTMLElement }) {
  const done = (lifecycle as Lifecycle)(props);
  await act(async () => undefined);
  await done;
}

afterEach(() => document.body.replaceChildren());

test('when the app mounts and unmounts, then its root component comes and goes inside its slot', async () => {
  const app = createAppLifecycles(() => <h1>Storefront home</h1>);
  const props = slot();

  await run(app.bootstrap, props);
  await run(app.mount, props);
  expect(props.domElement).toContainElement(screen.getByRole('heading', { name: 'Storefront home' }));

  await run(app.unmount, props);
  expect(screen.queryByRole('heading', { name: 'Storefront home' })).not.toBeInTheDocument();
});

test('when the root component throws while rendering, then the slot shows the root fallback', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('render failed');
  };
  const app = createAppLifecycles(Broken);
  const props = slot();

  await run(app.bootstrap, props);
  await run(app.mount, props);

  expect(props.domElement).toHaveTextContent('Something went wrong.');
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
});
