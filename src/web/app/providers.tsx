import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "@web/lib/query-client";
import { ToastOutlet } from "./toast-outlet";

/** App-wide context: the query cache and the toast outlet. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastOutlet />
    </QueryClientProvider>
  );
}
