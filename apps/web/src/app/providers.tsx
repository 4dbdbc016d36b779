import type { QueryClient } from '@tanstack/react-query';
import { createContext, useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';

/**
 * Where the query layout keeps the one QueryClient of this app instance. AppProviders owns the
 * slot; the client itself is created by the query layout, so TanStack Query loads only with the
 * route areas that use it and never with the public pages.
 */
export type QueryClientSlot = { client: QueryClient | undefined };

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);

export type AppProvidersProps = {
  children: ReactNode;
  /** A client to use instead of a fresh one (tests). */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [slot] = useState<QueryClientSlot>(() => ({ client: queryClient }));
  return (
    <QueryClientSlotContext value={slot}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientSlotContext>
  );
}
