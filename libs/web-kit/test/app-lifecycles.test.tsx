import { screen } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createAppLifecycles, queryClient } from '../src';

type Lifecycle = (props: AppProps & { domElement: HTMLElement }) => Promise<unknown>;

function slot() {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { domElement, name: 'mf_test', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps & {
    domElement: HTMLElement;
  };
}

// single-spa-react's mount resolves from an effect of its root, which act() would hold back until
// the mount returned: these tests run React as the browser does, outside act.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

const run = (lifecycle: unknown, props: AppProps & { domElement: HTMLElement }) =>
  (lifecycle as Lifecycle)(props);

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

test('when two apps mount, then both read the one page-wide query client', async () => {
  const seen: unknown[] = [];
  const ReadsClient = () => {
    seen.push(useQueryClient());
    return <p>app</p>;
  };
  const [first, second] = [createAppLifecycles(ReadsClient), createAppLifecycles(ReadsClient)];
  const [slotA, slotB] = [slot(), slot()];

  for (const [app, props] of [
    [first, slotA],
    [second, slotB],
  ] as const) {
    await run(app.bootstrap, props);
    await run(app.mount, props);
  }

  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(new Set(seen)).toEqual(new Set([queryClient]));
});

test('when two apps mount on one page, then the ids useId hands out carry their slot and never repeat', async () => {
  const Labelled = () => <p data-testid="id">{useId()}</p>;
  const first = { ...slot(), name: 'mf_one' };
  first.domElement.id = 'glow-app-mf_one';
  const second = { ...slot(), name: 'mf_two' };
  second.domElement.id = 'glow-app-mf_two';
  const one = createAppLifecycles(Labelled);
  const two = createAppLifecycles(Labelled);

  for (const [app, props] of [
    [one, first],
    [two, second],
  ] as const) {
    await run(app.bootstrap, props);
    await run(app.mount, props);
  }

  const ids = screen.getAllByTestId('id').map((element) => element.textContent);
  expect(ids[0]).toContain('glow-app-mf_one-');
  expect(ids[1]).toContain('glow-app-mf_two-');
  await run(one.unmount, first);
  await run(two.unmount, second);
});
