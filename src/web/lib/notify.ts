import { toast } from "sonner";

/** Spec: toasts stay 4 s, success toasts 2 s (the Toaster's default covers the 4 s). */
export const TOAST_DURATION_MS = 4_000;
export const SUCCESS_TOAST_DURATION_MS = 2_000;
export const MAX_VISIBLE_TOASTS = 20;

export function notifySuccess(message: string): void {
  toast.success(message, { duration: SUCCESS_TOAST_DURATION_MS });
}

export function notifyError(message: string, id?: string): void {
  toast.error(message, { id });
}

/** Neutral news (a cancelled checkout, a redirect explained): neither success nor failure. */
export function notifyInfo(message: string, id?: string): void {
  toast.info(message, { id });
}
