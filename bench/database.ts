import pg from 'pg';

/** Runs `work` with a connection to the bench's PostgreSQL, closed afterwards, also on failure. */
export async function withDatabase<T>(pgUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
