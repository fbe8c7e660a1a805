import { waitFor } from '@testing-library/react';
import { addErrorHandler, registerApplication, removeErrorHandler, start } from 'single-spa';
import { handOffFirstScreen } from '../src/first-screen-handoff';

/**
 * A page the server drew: the drawn screen stands in until single-spa has settled the page's app
 * (real single-spa here, with stand-in apps), then the shell's own root shows in its place.
 */
function drawnPage() {
  const root = document.createElement('div');
  root.id = 'glow-root';
  root.hidden = true;
  const drawn = document.createElement('div');
  drawn.id = 'glow-first-screen';
  const answers = document.createElement('script');
  answers.type = 'application/json';
  answers.id = 'glow-first-screen-state';
  document.body.replaceChildren(root, drawn, answers);
  return { root, drawn, answers };
}

const idle = async () => undefined;

beforeAll(() => start({ urlRerouteOnly: true }));

test('when the page’s app has mounted, then the drawn screen goes and the shell’s root shows', async () => {
  const { root, drawn, answers } = drawnPage();
  let finishMount = () => undefined as void;
  const mounting = new Promise<void>((resolve) => (finishMount = resolve));
  handOffFirstScreen(root);

  registerApplication({
    name: 'mf_storefront',
    app: async () => ({ bootstrap: idle, mount: () => mounting, unmount: idle }),
    activeWhen: (location) => !location.pathname.startsWith('/cart-checkout'),
  });
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(drawn).toBeInTheDocument();
  expect(root.hidden).toBe(true);

  finishMount();
  await waitFor(() => expect(drawn).not.toBeInTheDocument());
  expect(answers).not.toBeInTheDocument();
  expect(root.hidden).toBe(false);
});

test('when the page’s app cannot be loaded, then the shell’s root shows anyway (its own error screen)', async () => {
  window.history.pushState(null, '', '/cart-checkout');
  const { root, drawn } = drawnPage();
  handOffFirstScreen(root);
  const errors: Error[] = [];
  const collect = (error: Error) => errors.push(error);
  addErrorHandler(collect);

  registerApplication({
    name: 'mf_checkout',
    app: () => Promise.reject(new Error('remote entry unreachable')),
    activeWhen: (location) => location.pathname.startsWith('/cart-checkout'),
  });

  await waitFor(() => expect(drawn).not.toBeInTheDocument());
  expect(root.hidden).toBe(false);
  expect(errors.map((error) => error.message)).toEqual([
    "application 'mf_checkout' died in status LOADING_SOURCE_CODE: remote entry unreachable",
  ]);
  removeErrorHandler(collect);
});

test('when the page was not drawn on the server, then nothing changes', () => {
  const root = document.createElement('div');
  document.body.replaceChildren(root);

  handOffFirstScreen(root);

  expect(root.hidden).toBe(false);
  expect(document.body.children).toHaveLength(1);
});
