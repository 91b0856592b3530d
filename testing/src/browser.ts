import { act } from '@testing-library/react';

const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const MOBILE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** The site picks its layout from the user agent: pretend to be a desktop browser or a phone. */
export function setUserAgent(kind: 'desktop' | 'mobile'): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: kind === 'mobile' ? MOBILE_AGENT : DESKTOP_AGENT, configurable: true });
}

/** Fills a field the way a person pastes into it: one input event, quick even on a busy machine. */
export async function fill(
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  element: HTMLElement,
  value: string,
): Promise<void> {
  await user.click(element);
  await user.paste(value);
}

/** Moves jest's fake clock one second at a time, letting React render between ticks as a browser would. */
export async function advanceSeconds(seconds: number): Promise<void> {
  for (let second = 0; second < seconds; second += 1) {
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
  }
}
