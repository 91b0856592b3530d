import { act, render, screen } from '@testing-library/react';
import { NearViewport } from '../NearViewport';

// A widget below a phone's first screen is drawn once the visitor nears it, and not before.

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }> = [];

class FakeIntersectionObserver {
  private readonly record;
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe(): void {}
  disconnect(): void {
    this.record.disconnected = true;
  }
}

afterEach(() => {
  observers.length = 0;
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('<NearViewport>', () => {
  it('draws nothing until its place comes within 200 px of the screen, then its children, and stops watching', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    render(
      <NearViewport>
        <p>Solutions accordion</p>
      </NearViewport>,
    );
    expect(screen.queryByText('Solutions accordion')).toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe('200px 0px');

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Solutions accordion')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Solutions accordion')).toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('draws its children at once where the browser cannot tell where the screen is', () => {
    render(
      <NearViewport>
        <p>Solutions accordion</p>
      </NearViewport>,
    );
    expect(screen.getByText('Solutions accordion')).toBeInTheDocument();
  });
});
