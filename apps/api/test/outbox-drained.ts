import type { Database } from '../src/db/client.js';

/**
 * Waits (up to 10 s) until every domain event recorded so far was delivered. The background
 * dispatcher updates the outbox and its consumers write (notifications, notices) whenever it
 * delivers, whatever the request: a test comparing the whole database before and after requests
 * waits for this first, so that delivery is not taken for a change the requests made.
 */
export async function outboxDrained(database: Database): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await database.executeSql(
      'select count(*)::int as n from domain_events where delivered_at is null and failed_at is null',
      [],
    );
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
