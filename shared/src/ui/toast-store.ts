import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../constants';

export type ToastLevel = 'warning' | 'success' | 'info';

export interface ToastMessage {
  id: number;
  level: ToastLevel;
  text: string;
}

interface ToastState {
  toasts: ToastMessage[];
  show: (level: ToastLevel, text: string, durationMs?: number) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** One toast queue for the whole page (the shared package is a federated singleton); the shell renders it. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (level, text, durationMs = TOAST_DURATION_MS) => {
    // The same warning raised by three failing calls at once is shown once.
    if (get().toasts.some((toast) => toast.text === text)) return;
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, level, text }] }));
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export const toast = {
  warning: (text: string) => useToastStore.getState().show('warning', text),
  success: (text: string) => useToastStore.getState().show('success', text),
  info: (text: string) => useToastStore.getState().show('info', text),
};
