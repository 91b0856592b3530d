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

/**
 * The device class a page is rendered for on the server, and the one the browser's hydration starts from (the page
 * names it). Both read it as useSyncExternalStore's server snapshot, so the first render in the browser draws what the
 * server drew; a browser whose own agent says otherwise switches right after hydration.
 */
let renderedDevice: DeviceClass = 'desktop';

/** Sets the device class of server renders and of the hydration that follows one (see renderedDevice). */
export function setRenderedDevice(device: DeviceClass): void {
  renderedDevice = device;
}

/** The device class of this browser; fixed for the life of the page. */
export function useDevice(): DeviceClass {
  return useSyncExternalStore(
    subscribeNever,
    () => detectDevice(currentUserAgent()),
    () => renderedDevice,
  );
}

export function useIsMobile(): boolean {
  return useDevice() === 'mobile';
}
