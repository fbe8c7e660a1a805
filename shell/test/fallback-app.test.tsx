import { act, screen } from '@testing-library/react';
import type { AppProps, LifeCycles } from 'single-spa';
import { fallbackApp, guardedApp, type SlotProps } from '../src/fallback-app';

const fallbackTexts = [
  'Something went wrong.',
  'Please try refreshing the page or contact support if the problem persists.',
];

function slotProps(): SlotProps & AppProps {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { domElement, name: 'mf_storefront', singleSpa: {}, mountParcel: jest.fn() };
}

function app(overrides: Partial<LifeCycles<SlotProps>>): LifeCycles<SlotProps> {
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      domElement.textContent = 'storefront home';
    },
    unmount: async ({ domElement }) => {
      domElement.textContent = '';
    },
    ...overrides,
  };
}

async function run(lifecycle: LifeCycles<SlotProps>['mount'], props: SlotProps & AppProps) {
  await act(async () => {
    await (lifecycle as (p: SlotProps & AppProps) => Promise<unknown>)(props);
  });
}

afterEach(() => document.body.replaceChildren());

describe('microfrontend failure fallback', () => {
  it('when the fallback app mounts, then its slot shows the root error page with a Refresh Page button', async () => {
    const props = slotProps();
    const fallback = fallbackApp();

    await run(fallback.mount, props);

    for (const text of fallbackTexts) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    await run(fallback.unmount, props);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it('when a healthy microfrontend mounts through the guard, then it renders and nothing is reported', async () => {
    const props = slotProps();
    const onFailure = jest.fn();
    const guarded = guardedApp(app({}), onFailure);

    await run(guarded.bootstrap, props);
    await run(guarded.mount, props);

    expect(props.domElement).toHaveTextContent('storefront home');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('when a microfrontend mount throws, then the failure is reported and its slot shows the fallback', async () => {
    const props = slotProps();
    const onFailure = jest.fn();
    const guarded = guardedApp(
      app({
        mount: async ({ domElement }) => {
          domElement.textContent = 'half drawn';
          throw new Error('mount exploded');
        },
      }),
      onFailure,
    );

    await run(guarded.bootstrap, props);
    await run(guarded.mount, props);

    expect(onFailure).toHaveBeenCalledWith(new Error('mount exploded'));
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    expect(props.domElement).not.toHaveTextContent('half drawn');
    await run(guarded.unmount, props);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it('when a microfrontend bootstrap throws, then every later mount shows the fallback', async () => {
    const props = slotProps();
    const onFailure = jest.fn();
    const guarded = guardedApp(
      app({ bootstrap: async () => Promise.reject(new Error('no config')) }),
      onFailure,
    );

    await run(guarded.bootstrap, props);
    await run(guarded.mount, props);

    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
