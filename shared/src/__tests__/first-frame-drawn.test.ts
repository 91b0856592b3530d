import { renderHook, waitFor } from '@testing-library/react';
import { useAfterFirstFrame, useFirstFrameDrawn } from '../lib/use-first-frame-drawn';

describe('useFirstFrameDrawn', () => {
  it('is false for the first frame and true once it has been drawn', async () => {
    const { result } = renderHook(() => useFirstFrameDrawn());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('waits for a frame, not only for the effect', async () => {
    const frames: FrameRequestCallback[] = [];
    const request = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const { result } = renderHook(() => useFirstFrameDrawn());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(result.current).toBe(false);
      frames.forEach((callback) => callback(0));
      await waitFor(() => expect(result.current).toBe(true));
    } finally {
      request.mockRestore();
    }
  });
});

describe('useAfterFirstFrame', () => {
  it('runs its work once, after the first frame, however often the component renders with a new function', async () => {
    const runs: number[] = [];
    const { rerender } = renderHook(({ render }) => useAfterFirstFrame(() => runs.push(render)), { initialProps: { render: 1 } });
    expect(runs).toEqual([]);
    await waitFor(() => expect(runs).toEqual([1]));
    rerender({ render: 2 });
    rerender({ render: 3 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toEqual([1]);
  });

  it('does not render the component again: the layout around every page calls it', async () => {
    let renders = 0;
    let runs = 0;
    renderHook(() => {
      renders += 1;
      useAfterFirstFrame(() => {
        runs += 1;
      });
    });
    await waitFor(() => expect(runs).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toBe(1);
  });
});
