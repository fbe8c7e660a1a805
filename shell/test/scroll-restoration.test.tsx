import { startScrollRestoration } from '../src/chrome/scroll/scroll-restoration';
import { openAt } from './chrome-test-kit';

type Trigger = 'pushState' | 'replaceState' | 'browser';

function popstate(trigger: Trigger): Event {
  const event = new PopStateEvent('popstate');
  if (trigger !== 'browser') Object.assign(event, { singleSpa: true, singleSpaTrigger: trigger });
  return event;
}

/** What single-spa does around a URL change: a before-routing event, the change, a routing event. */
function route(path: string, trigger: Trigger) {
  const oldUrl = window.location.href;
  openAt(path);
  const detail = { originalEvent: popstate(trigger), oldUrl, newUrl: window.location.href };
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail }));
  window.dispatchEvent(new CustomEvent('single-spa:routing-event', { detail }));
}

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

let stop: () => void;
const scrollTo = jest.fn((_x: number, y: number) => setScroll(y));

beforeEach(() => {
  sessionStorage.clear();
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  openAt('/products');
  setScroll(0);
  stop = startScrollRestoration();
});

afterEach(() => stop());

it('when the shell starts, then the browser leaves scrolling to it', () => {
  expect(window.history.scrollRestoration).toBe('manual');
});

it('when a link opens a new page, then it starts at the top, and back returns to where the visitor was', () => {
  setScroll(640);

  route('/products/p1', 'pushState');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  setScroll(120);
  route('/products', 'browser');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

  route('/products/p1', 'browser');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
});

it('when a page only replaces its URL, then the scroll position is left alone', () => {
  setScroll(300);

  route('/products?page=2', 'replaceState');

  expect(scrollTo).not.toHaveBeenCalled();
});

it('when the page is reloaded, then positions saved in this tab survive', () => {
  setScroll(500);
  route('/about', 'pushState');
  stop();

  stop = startScrollRestoration();
  route('/products', 'browser');

  expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
});
