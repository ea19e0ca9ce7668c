// The dashboard's news call with 10,000 news items: GET /wp-json/wp/v2/nieuws?per_page=5&page=1
// &status=publish at 16 and 64 connections (target: at least 5,000 req/s with p99 at most 20 ms).
import autocannon from 'autocannon';
import { withDatabase } from './database.js';
import { load, printVerdict } from './load.js';
import { eachUserInTurn } from './rotating-tokens.js';
import { signIn, startBenchServer, suitePorts } from './server-process.js';

const PASSWORD = 'Bench-demo-wachtwoord';
const NEWS = Number(process.env.BENCH_NEWS ?? 10_000);
const SIGNED_IN = 16;
const TARGET = { reqPerSec: 5_000, p99ms: 20 };

/** News straight into PostgreSQL with generate_series: a few seconds instead of 10,000 posts. */
async function seedNews(pgUrl: string): Promise<void> {
  return withDatabase(pgUrl, async (client) => {
    const started = Date.now();
    await client.query(
      `insert into posts (type, title, slug, status, content, excerpt, author_id, acf, created_at, modified_at)
       select 'nieuws',
              'Nieuwsbericht ' || g || ': ' || (array['cao-overleg', 'opleidingen', 'nieuwe opdrachtgever',
                'thuiswerken', 'pensioen', 'teamdag'])[1 + g % 6],
              'nieuwsbericht-' || g,
              'publish',
              repeat('<p>Werkgevers en vakbonden hebben overleg gevoerd over de arbeidsvoorwaarden. '
                || 'Medewerkers krijgen meer ruimte voor opleiding en thuiswerken, en de reiskosten '
                || 'worden vanaf volgende maand anders vergoed.</p>' || chr(10), 4),
              '<p>Werkgevers en vakbonden hebben overleg gevoerd over de arbeidsvoorwaarden.</p>' || chr(10),
              (select id from users where 'editor' = any(roles) limit 1),
              '{}'::jsonb,
              now() - (g || ' hours')::interval,
              now() - (g || ' hours')::interval
       from generate_series(1, $1::int) g`,
      [NEWS],
    );
    await client.query('analyze posts');
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from posts where type = 'nieuws' and status = 'publish'`,
    );
    console.log(
      JSON.stringify({
        name: 'seeded',
        publishedNews: Number(rows[0]!.count),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

export async function benchContent(): Promise<void> {
  const server = await startBenchServer({ ...suitePorts(3222, 54383), password: PASSWORD });
  try {
    await seedNews(server.pgUrl);
    const professionals = ['daan', 'emma', 'thijs', 'julia', 'bram', 'noor', 'lars', 'sophie'];
    const tokens: string[] = [];
    for (let i = 0; i < SIGNED_IN; i++) {
      const key = professionals[i % professionals.length]!;
      tokens.push(await signIn(server.base, `${key}@vandalen.example`, PASSWORD));
    }
    const path = '/wp-json/wp/v2/nieuws?per_page=5&page=1&status=publish';
    const check = await fetch(`${server.base}${path}`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    if (check.status !== 200 || Number(check.headers.get('x-wp-total')) < NEWS) {
      throw new Error(
        `unexpected answer: ${check.status} total ${check.headers.get('x-wp-total')}`,
      );
    }

    // Warm-up (not measured): JIT, and the statement prepared on every pooled connection.
    await autocannon({
      url: `${server.base}${path}`,
      connections: 64,
      duration: 2,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });

    for (const connections of [16, 64]) {
      const result = await load(`GET nieuws?per_page=5&page=1&status=publish`, {
        url: server.base,
        connections,
        requests: eachUserInTurn(tokens, path),
      });
      printVerdict(result, TARGET);
    }

    // The same call as a browser asks it, accepting compressed answers (the answer is about
    // 10 kB of JSON): what compressing API answers costs and saves (bench/README.md).
    await load('GET nieuws?per_page=5&page=1&status=publish, Accept-Encoding: gzip, br', {
      url: server.base,
      connections: 16,
      requests: eachUserInTurn(tokens, path, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
    });

    // Every page of the 2,000 in turn: nearly every request misses the result cache and reads
    // PostgreSQL, deep pages included.
    await load('GET nieuws?per_page=5&page=1..2000 (uncached pages)', {
      url: server.base,
      connections: 16,
      requests: eachUserInTurn(
        tokens,
        (n) => `/wp-json/wp/v2/nieuws?per_page=5&page=${1 + (n % 2000)}&status=publish`,
      ),
    });
  } finally {
    await server.stop();
  }
}
