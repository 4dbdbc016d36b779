import type { Database } from '../../db/client.js';

/** Database liveness, for the readiness probe. */
export function createSystemRepo(database: Pick<Database, 'ping' | 'kind'>) {
  return {
    kind: database.kind,
    ping: () => database.ping(),
  };
}
export type SystemRepo = ReturnType<typeof createSystemRepo>;
