import { act, renderHook } from '@testing-library/react';
import { useRotation } from '../src';

describe('rotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when time passes, then slides advance and wrap; a jump restarts the wait', () => {
    const { result } = renderHook(() => useRotation(3, 5000));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(4000));
    act(() => result.current.jumpTo(0));
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('when the carousel is off the screen, then it stands still, and turns again once back', () => {
    const { result, rerender } = renderHook(({ running }) => useRotation(3, 5000, running), {
      initialProps: { running: false },
    });
    act(() => jest.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    rerender({ running: true });
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
  });

  it('when there is one slide or none, then nothing rotates', () => {
    const { result } = renderHook(() => useRotation(1, 5000));
    act(() => jest.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });
});
