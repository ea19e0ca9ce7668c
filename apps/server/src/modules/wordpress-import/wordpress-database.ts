import mysql from 'mysql2/promise';
import { WpSiteError } from './wp-client.js';

/**
 * The password hashes of WordPress's users, read from its database (`--wp-db`), since the REST
 * API never gives them. Read-only: one SELECT of ID and user_pass. The table prefix is found
 * from the tables present (wp_ unless the site chose another).
 */
export async function readPasswordHashes(
  url: string,
): Promise<Map<number, { email: string; hash: string }>> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({ uri: url, connectTimeout: 10_000 });
  } catch (error) {
    throw new WpSiteError(
      `Cannot open WordPress's database (${redact(url)}): ${(error as Error).message}`,
    );
  }
  try {
    const [tables] = await connection.query<mysql.RowDataPacket[]>(
      "select table_name as name from information_schema.tables where table_schema = database() and table_name like '%users'",
    );
    const table = tables
      .map((row) => String(row.name ?? row.NAME ?? row.TABLE_NAME))
      .filter((name) => /^[A-Za-z0-9_]*users$/.test(name))
      .sort((a, b) => a.length - b.length)[0];
    if (!table) throw new WpSiteError(`WordPress's database (${redact(url)}) has no users table.`);
    const [rows] = await connection.query<mysql.RowDataPacket[]>(
      `select ID as id, user_email as email, user_pass as hash from \`${table}\``,
    );
    const hashes = new Map<number, { email: string; hash: string }>();
    for (const row of rows) {
      const hash = String(row.hash ?? '');
      const email = String(row.email ?? '')
        .trim()
        .toLowerCase();
      if (isWordPressHash(hash)) hashes.set(Number(row.id), { email, hash });
    }
    return hashes;
  } catch (error) {
    if (error instanceof WpSiteError) throw error;
    throw new WpSiteError(
      `Cannot read WordPress's users (${redact(url)}): ${(error as Error).message}`,
    );
  } finally {
    await connection.end().catch(() => {});
  }
}

/** The hash formats the sign-in accepts (auth/wordpress-hashes.ts); others are not carried. */
export function isWordPressHash(hash: string): boolean {
  return (
    /^\$P\$[./0-9A-Za-z]{31}$/.test(hash) || /^\$wp\$2[aby]\$\d{2}\$[./0-9A-Za-z]{53}$/.test(hash)
  );
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'the given address';
  }
}
