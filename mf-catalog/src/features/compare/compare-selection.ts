import { useSyncExternalStore } from 'react';
import { MAX_COMPARED_PRODUCTS } from '@ferrolink/shared';

// The products a visitor has picked for comparison while browsing the catalogue: kept in this browser's localStorage
// (so the choice survives a reload and follows the visitor from list to product page), shown by the tray, and turned
// into a /productCompare address when they open the comparison. The address, not this list, is the comparison's
// state: a shared link opens the same table in a browser whose tray holds something else.

/** The localStorage key of the picked products and of whether the tray is folded. */
export const COMPARE_STORAGE_KEY = 'ferrolink-compare';

/** A picked product: its id and the name the tray shows, so the tray needs no read of its own. */
export interface PickedProduct {
  id: number;
  name: string;
}

export interface CompareSelection {
  /** In the order picked: the comparison's columns. */
  products: readonly PickedProduct[];
  /** The tray folded to its tab (it stays that way across pages until unfolded). */
  folded: boolean;
}

const EMPTY: CompareSelection = { products: [], folded: false };

function storage(): Storage | undefined {
  try {
    // Reading the property itself throws where storage is blocked (some privacy settings, sandboxed frames).
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** What the stored text holds, kept only where it reads as a selection: anything else is no selection. */
function parseSelection(text: string | null): CompareSelection {
  if (!text) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  if (!parsed || typeof parsed !== 'object') return EMPTY;
  const { products, folded } = parsed as { products?: unknown; folded?: unknown };
  if (!Array.isArray(products)) return EMPTY;
  const kept: PickedProduct[] = [];
  for (const entry of products as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, name } = entry as { id?: unknown; name?: unknown };
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || typeof name !== 'string') continue;
    if (kept.some((product) => product.id === id) || kept.length === MAX_COMPARED_PRODUCTS) continue;
    kept.push({ id, name: name.slice(0, 120) });
  }
  return { products: kept, folded: folded === true };
}

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedSelection: CompareSelection = EMPTY;
/** Set once storage refused a write: the selection then lives in this page's memory only. */
let memoryOnly = false;

/** The stored selection, the same object while the stored text is the same (useSyncExternalStore compares them). */
function readSelection(): CompareSelection {
  if (memoryOnly) return cachedSelection;
  let text: string | null = null;
  try {
    text = storage()?.getItem(COMPARE_STORAGE_KEY) ?? null;
  } catch {
    text = null;
  }
  if (text !== cachedText) {
    cachedText = text;
    cachedSelection = parseSelection(text);
  }
  return cachedSelection;
}

/** What the tray says about the last pick it refused (this page only, not stored); null once the selection changes. */
let trayNotice: string | null = null;

function writeSelection(next: CompareSelection, notice: string | null = null): void {
  trayNotice = notice;
  cachedSelection = next;
  try {
    storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the choice then lasts as long as this page, which is all that can be offered.
    memoryOnly = true;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the site picked or removed a product: this tab's tray and toggles follow.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The selection. The server has no localStorage, so it draws every page with none, and the browser's first render
 * (hydration) draws the same; the stored choice appears right after, in the tray (fixed, so nothing moves) and in the
 * toggles' pressed state (which changes no size).
 */
export function useCompareSelection(): CompareSelection {
  return useSyncExternalStore(subscribe, readSelection, () => EMPTY);
}

/** What picking a product did: added, removed, or refused because the comparison is full. */
export type ToggleOutcome = 'added' | 'removed' | 'full';

/** Adds the product, or removes it when it is picked already; refuses a product past MAX_COMPARED_PRODUCTS. */
export function toggleCompared(product: PickedProduct): ToggleOutcome {
  const current = readSelection();
  if (current.products.some((picked) => picked.id === product.id)) {
    writeSelection({ ...current, products: current.products.filter((picked) => picked.id !== product.id) });
    return 'removed';
  }
  if (current.products.length >= MAX_COMPARED_PRODUCTS) {
    // Unfolded, so the sentence is seen and read out where the way to make room is: the tray's Remove buttons.
    writeSelection(
      { ...current, folded: false },
      `The comparison is full: it holds ${MAX_COMPARED_PRODUCTS} products. Remove one below to add ${product.name}.`,
    );
    return 'full';
  }
  // Unfolded, so the visitor sees where the product went.
  writeSelection({ products: [...current.products, { id: product.id, name: product.name }], folded: false });
  return 'added';
}

export function removeCompared(id: number): void {
  const current = readSelection();
  writeSelection({ ...current, products: current.products.filter((picked) => picked.id !== id) });
}

export function clearCompared(): void {
  writeSelection({ ...readSelection(), products: [] });
}

export function setTrayFolded(folded: boolean): void {
  writeSelection({ ...readSelection(), folded });
}

/** The tray's sentence about a refused pick, or null. */
export function useTrayNotice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => trayNotice,
    () => null,
  );
}
