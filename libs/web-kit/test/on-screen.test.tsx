import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useOnScreen } from '../src';

/** Like a carousel: a loading state first, the watched element once its data is there. */
function Watched({ loaded = true }: { loaded?: boolean }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { onScreen, seen } = useOnScreen(element);
  if (!loaded) return <p>Loading</p>;
  return (
    <div ref={setElement}>{`${onScreen ? 'on screen' : 'off screen'}, ${seen ? 'seen' : 'not seen'}`}</div>
  );
}

/** A stand-in for the browser's observer: the test says when the element enters or leaves. */
class ScriptedObserver {
  static current: ScriptedObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly report: IntersectionObserverCallback) {
    ScriptedObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    const entry = { isIntersecting, target: this.observed[0]! } as IntersectionObserverEntry;
    act(() => this.report([entry], this as unknown as IntersectionObserver));
  }
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('when the element comes on screen and leaves, then it is on screen only while there, and seen from then on', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ScriptedObserver;
  const { unmount } = render(<Watched />);
  expect(screen.getByText('off screen, not seen')).toBeInTheDocument();

  ScriptedObserver.current!.show(true);
  expect(screen.getByText('on screen, seen')).toBeInTheDocument();
  ScriptedObserver.current!.show(false);
  expect(screen.getByText('off screen, seen')).toBeInTheDocument();

  unmount();
  expect(ScriptedObserver.current!.disconnected).toBe(true);
});

test('when the element appears only after a loading state, then it is watched from then on', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ScriptedObserver;
  ScriptedObserver.current = undefined;
  const { rerender } = render(<Watched loaded={false} />);
  expect(ScriptedObserver.current).toBeUndefined();

  rerender(<Watched loaded />);
  ScriptedObserver.current!.show(true);
  expect(screen.getByText('on screen, seen')).toBeInTheDocument();
});

test('when the browser cannot tell (no IntersectionObserver), then the element counts as on screen', () => {
  render(<Watched />);
  expect(screen.getByText('on screen, seen')).toBeInTheDocument();
});
