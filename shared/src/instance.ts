// A random id minted once per loaded copy of this package. The end-to-end test
// reads it from the shell and from each remote: equal ids prove one instance.
export const SHARED_INSTANCE_ID = Math.random().toString(36).slice(2);

declare global {
  interface Window {
    __FERROLINK_SHARED_INSTANCES__?: string[];
  }
}

if (typeof window !== 'undefined') {
  window.__FERROLINK_SHARED_INSTANCES__ = [...(window.__FERROLINK_SHARED_INSTANCES__ ?? []), SHARED_INSTANCE_ID];
}
