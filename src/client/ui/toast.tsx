import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

/**
 * Toasts, with sonner loaded on the first toast instead of on every first page load: no page
 * shows a toast on arrival, and the landing page's JavaScript budget is tight (bench/landing.ts).
 */
interface ToastOptions {
  description?: string;
  /** Milliseconds; Infinity keeps the toast until it is acted on or closed. */
  duration?: number;
  /** A toast shown again with the same id replaces the one on screen instead of stacking. */
  id?: string;
  /** One button on the toast, which closes it. */
  action?: { label: string; onClick: () => void };
}

let wanted = false;
const listeners = new Set<() => void>();
let regionMounted: () => void = () => undefined;
const regionReady = new Promise<void>((resolve) => (regionMounted = resolve));

function loadRegion(): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return regionReady;
}

async function show(
  kind: 'success' | 'error' | 'warning' | 'info',
  message: string,
  options?: ToastOptions,
) {
  const [{ toast: sonner }] = await Promise.all([import('sonner'), loadRegion()]);
  sonner[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => void show('success', message, options),
  error: (message: string, options?: ToastOptions) => void show('error', message, options),
  warning: (message: string, options?: ToastOptions) => void show('warning', message, options),
  info: (message: string, options?: ToastOptions) => void show('info', message, options),
};

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Runs after sonner's Toaster has subscribed (child effects run first). */
function MountSignal() {
  useEffect(() => regionMounted(), []);
  return null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast region; renders nothing until the first toast asks for it. */
export function ToastRegion({ theme }: { theme: 'light' | 'dark' }) {
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton theme={theme} />
      <MountSignal />
    </Suspense>
  );
}
