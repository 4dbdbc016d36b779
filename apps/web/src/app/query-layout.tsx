import { QueryClientProvider } from '@tanstack/react-query';
import { use, useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientSlotContext } from './providers';
import { createQueryClient } from './query-client';

/**
 * A pathless layout route around the areas that load data with TanStack Query (sign-in and
 * staff). It is a lazy route module, so the query library is not part of the entry chunk. The
 * client lives in AppProviders' slot and is shared by every area for the whole visit.
 */
function QueryLayout() {
  const slot = use(QueryClientSlotContext);
  const [client] = useState(() => {
    if (!slot) return createQueryClient();
    slot.client ??= createQueryClient();
    return slot.client;
  });
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}

export { QueryLayout as Component };
