import type * as SonnerModule from "sonner";

/**
 * Toasts. sonner loads with the first toast, not with the page (it is not needed to read one), and
 * its <Toaster> mounts in <ToastOutlet> (app/toast-outlet.tsx) before that toast is shown.
 */

/** Spec: toasts stay 4 s, success toasts 2 s (the Toaster's default covers the 4 s). */
export const TOAST_DURATION_MS = 4_000;
export const SUCCESS_TOAST_DURATION_MS = 2_000;
export const MAX_VISIBLE_TOASTS = 20;

type Sonner = typeof SonnerModule;

let showOutlet: (() => void) | null = null;
let markOutletMounted: () => void = () => undefined;
const outletMounted = new Promise<void>((resolve) => (markOutletMounted = resolve));
let sonner: Promise<Sonner> | null = null;

/** Called by <ToastOutlet> once: how to mount the Toaster, and when it is mounted. */
export function registerToastOutlet(show: () => void): { mounted: () => void } {
  showOutlet = show;
  // A toast asked before the outlet was ready: sonner is already on its way.
  if (sonner) show();
  return { mounted: markOutletMounted };
}

function loadSonner(): Promise<Sonner> {
  sonner ??= (async () => {
    showOutlet?.();
    const [module] = await Promise.all([import("sonner"), outletMounted]);
    return module;
  })();
  return sonner;
}

function show(send: (toast: Sonner["toast"]) => void): void {
  loadSonner().then(
    ({ toast }) => send(toast),
    (error: unknown) => console.warn("toast could not be shown", error),
  );
}

export function notifySuccess(message: string): void {
  show((toast) => toast.success(message, { duration: SUCCESS_TOAST_DURATION_MS }));
}

export function notifyError(message: string, id?: string): void {
  show((toast) => toast.error(message, { id }));
}

/** Neutral news (a cancelled checkout, a redirect explained): neither success nor failure. */
export function notifyInfo(message: string, id?: string): void {
  show((toast) => toast.info(message, { id }));
}
