import { useEffect, useRef, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { MAX_VISIBLE_TOASTS, registerToastOutlet, TOAST_DURATION_MS } from "@web/lib/notify";

/**
 * Where toasts appear (4 s, at most 20 visible, per spec). Empty until the first toast asks for it
 * (lib/notify.ts), so sonner is not part of the first page load.
 */
export function ToastOutlet() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const markMounted = useRef<() => void>(() => undefined);

  useEffect(() => {
    const registration = registerToastOutlet(() => {
      void import("sonner").then((module) => setToaster(() => module.Toaster));
    });
    markMounted.current = registration.mounted;
  }, []);

  // The Toaster's own effects (its subscription to new toasts) run before this parent effect.
  useEffect(() => {
    if (Toaster) markMounted.current();
  }, [Toaster]);

  if (!Toaster) return null;
  return (
    <Toaster
      position="top-right"
      // Below the 64 px header, so a toast never covers its buttons.
      offset={{ top: 80, right: 16 }}
      mobileOffset={{ top: 72, right: 8, left: 8 }}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_VISIBLE_TOASTS}
      toastOptions={{ className: "font-sans" }}
    />
  );
}
