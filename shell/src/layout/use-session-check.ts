import { useAfterFirstFrame, useAuthStore } from '@ferrolink/shared';

/**
 * The name this browser keeps may outlive its session on the server, so the layout asks the server once per page
 * load who is signed in. It asks after the page's first frame is on screen: the header draws from the kept name at
 * once, and on a slow phone the question would otherwise share the network with the files that first frame needs.
 */
export function useSessionCheck(): void {
  useAfterFirstFrame(() => void useAuthStore.getState().refresh());
}
