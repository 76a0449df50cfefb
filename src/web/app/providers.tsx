import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "@web/lib/query-client";
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from "@web/lib/notify";

/** App-wide context: the query cache and the toast outlet (4 s, at most 20 visible, per spec). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
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
    </QueryClientProvider>
  );
}
