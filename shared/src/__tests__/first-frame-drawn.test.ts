import { renderHook, waitFor } from '@testing-library/react';
import { useFirstFrameDrawn } from '../lib/use-first-frame-drawn';

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
