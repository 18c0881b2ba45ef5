import { signal } from '@preact/signals-react';

/** SPEC §3 Toast: message, type, location, duration, id. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left' | 'top-center' | 'bottom-center';

export type ToastOptions = {
  /** Milliseconds on screen; SPEC §9 default 3000. `Infinity` keeps it until closed. */
  duration?: number;
  /** SPEC §9 positions; default bottom-center. */
  position?: ToastPosition;
};

export type Toast = {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
  position: ToastPosition;
};

export const DEFAULT_TOAST_DURATION = 3000;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'bottom-center';
export const toastPositions: readonly ToastPosition[] = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'];

/** The queue, newest last. ToastRegion renders it; anything may add to it. */
export const toasts = signal<readonly Toast[]>([]);

let nextId = 1;

function show(type: ToastType, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const entry: Toast = {
    id,
    type,
    message,
    duration: options.duration ?? DEFAULT_TOAST_DURATION,
    position: options.position ?? DEFAULT_TOAST_POSITION,
  };
  toasts.value = [...toasts.value, entry];
  return id;
}

function dismiss(id: number) {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

/**
 * Show a toast from anywhere (event handlers, actions, not only components):
 * `toast.success('Sesión iniciada!', { duration: 1500 })`. Returns the toast's id.
 * The timer that removes it runs in ToastRegion, so hovering or focusing a toast pauses it.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  show,
  dismiss,
  /** Removes every toast (logout, tests). */
  clear: () => {
    toasts.value = [];
  },
};
