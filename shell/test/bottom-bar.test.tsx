import { act, render, screen } from '@testing-library/react';
import { BottomBar } from '../src/chrome/mobile/bottom-bar';
import { installApi, openAt } from './chrome-test-kit';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(20);
  });
}

// The dock (contact strip + bar) carries the hidden state.
const bar = () => screen.getByRole('navigation', { hidden: true }).parentElement!;

beforeEach(() => {
  jest.useFakeTimers();
  installApi(() => ({ status: 404 }));
  openAt('/');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => jest.useRealTimers());

it('when the visitor scrolls down, then the bar hides, and when they scroll up, then it shows again', () => {
  render(<BottomBar />);
  expect(bar()).toHaveAttribute('data-hidden', 'false');

  scrollTo(200);
  scrollTo(450);
  expect(bar()).toHaveAttribute('data-hidden', 'true');
  expect(bar()).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument();

  scrollTo(380);
  expect(bar()).toHaveAttribute('data-hidden', 'false');
  expect(bar()).not.toHaveAttribute('aria-hidden');
});

it('when scroll events come faster than frames, then the bar updates once a frame', () => {
  render(<BottomBar />);
  const frame = jest.spyOn(window, 'requestAnimationFrame');

  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
  });

  expect(frame).toHaveBeenCalledTimes(1);
});

it('when a signed-out visitor sees the bar, then Home and Shop are open and the rest lead to /login', () => {
  render(<BottomBar />);

  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  for (const name of ['Favourites', 'Inbox', 'Cart'])
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/login');
});
