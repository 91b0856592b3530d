import { useSyncExternalStore } from 'react';

export type DeviceClass = 'mobile' | 'desktop';

// The mobile or desktop layout is chosen from the browser's user agent.
// Tablets are treated as mobile: the touch layout suits them better.
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Windows Phone/i;

export function detectDevice(userAgent: string | undefined | null): DeviceClass {
  return userAgent && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

const subscribeNever = () => () => undefined;

/** The device class of this browser; fixed for the life of the page. */
export function useDevice(): DeviceClass {
  return useSyncExternalStore(
    subscribeNever,
    () => detectDevice(currentUserAgent()),
    () => 'desktop',
  );
}

export function useIsMobile(): boolean {
  return useDevice() === 'mobile';
}
