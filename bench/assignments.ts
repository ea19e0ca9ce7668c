// Assignments (issue 11 point 13): GET /wp-json/wp/v2/assignments?per_page=200&orderby=name
// &order=asc as a consultant who manages 200 professionals with 2,000 assignments, at 16
// connections (target: at least 3,000 req/s with p99 at most 20 ms), and the time to make an
// assignment's PDF (target: at most 150 ms).
import autocannon from 'autocannon';
import { withDatabase } from './database.js';
import { load, printVerdict } from './load.js';
import { signIn, startBenchServer, suitePorts } from './server-process.js';

const PASSWORD = 'Bench-demo-wachtwoord';
const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 200);
const PER_PROFESSIONAL = 10;
const TARGET = { reqPerSec: 3_000, p99ms: 20, pdfMs: 150 };
const LIST = '/wp-json/wp/v2/assignments?per_page=200&orderby=name&order=asc';
const CONSULTANT = 'bench-consultant@vandalen.example';

/**
 * A consultant with 200 professionals of their own and 10 assignments each, straight into
 * PostgreSQL: every status, the professional's functie and an opdrachtgever, and for the
 * running and completed ones an evaluation of last quarter (three texts of some 250 characters).
 */
async function seedAssignments(pgUrl: string): Promise<number> {
  return withDatabase(pgUrl, async (client) => {
    await client.query(
      `insert into users (email, nicename, display_name, password_hash, session_key, roles,
                          voornaam, achternaam)
       select $1, 'bench-consultant', 'Bench Consultant', password_hash, md5(random()::text),
              '{medewerker}', 'Bench', 'Consultant'
         from users where nicename = 'femke'`,
      [CONSULTANT],
    );
    await client.query(
      `insert into users (email, nicename, display_name, password_hash, session_key, roles,
                          voornaam, achternaam, functie_id)
       select 'bench-pro' || g || '@vandalen.example', 'bench-pro-' || g,
              'Professional ' || lpad(g::text, 3, '0'), u.password_hash, md5(random()::text),
              '{professional}', 'Professional', lpad(g::text, 3, '0'),
              (select id from posts where type = 'functies' order by id offset g % 5 limit 1)
         from generate_series(1, $1::int) g, (select password_hash from users where nicename = 'daan') u`,
      [PROFESSIONALS],
    );
    await client.query(
      `insert into user_owners (professional_id, consultant_id)
       select p.id, c.id from users p, users c
        where p.nicename like 'bench-pro-%' and c.nicename = 'bench-consultant'`,
    );
    await client.query(
      `insert into assignments (title, author_id, professional_id, functie_id, opdrachtgever_id,
                                start_date, end_date, status)
       select o.title || ' – opdracht ' || n, c.id, p.id, p.functie_id, o.id,
              date '2025-01-01' + (n * 37) % 365, date '2026-06-01' + (n * 53) % 365,
              (array['not-started','in-progress','completed'])[1 + (p.id + n) % 3]
         from users p
         join user_owners uo on uo.professional_id = p.id
         join users c on c.id = uo.consultant_id
         cross join generate_series(1, $1::int) n
         cross join lateral (select id, title from posts where type = 'intra_opdrachtgevers'
                              order by id offset (p.id + n) % 5 limit 1) o
        where p.nicename like 'bench-pro-%'`,
      [PER_PROFESSIONAL],
    );
    // Texts of some 40 words drawn per assignment and field, so they differ as real ones do
    // (identical texts would make the gzipped page unrealistically small).
    await client.query(
      `with words as (
         select string_to_array('ik heb dit kwartaal gewerkt aan de opdracht samen met het team
           van opdrachtgever en geleerd over coördinatie planning oplevering kennis collega’s één
           cursus gevolgd projectleiding analyse rapportage overleg knelpunt afspraken verbetering
           data platform beleid advies structuur meerwaarde ontwikkeling café €', ' ') as w)
       insert into assignment_evaluations (assignment_id, quarter, ontwikkeling, opdracht,
                                           meerwaarde, updated_by)
       select a.id, '2026-Q3', t.o, t.p, t.m, a.professional_id
         from assignments a join users p on p.id = a.professional_id, words
        cross join lateral (
          select string_agg(trim(w[1 + (a.id * 7919 + i * 104729) % cardinality(w)]), ' ') as o,
                 string_agg(trim(w[1 + (a.id * 6007 + i * 7727) % cardinality(w)]), ' ') as p,
                 string_agg(trim(w[1 + (a.id * 3001 + i * 9931) % cardinality(w)]), ' ') as m
            from generate_series(1, 40) i) t
        where p.nicename like 'bench-pro-%' and a.status <> 'not-started'`,
    );
    await client.query('analyze');
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from assignments a join users p on p.id = a.professional_id
        where p.nicename like 'bench-pro-%'`,
    );
    return Number(rows[0]!.count);
  });
}

/** Sequential PDF requests through their signed links: the server's time to make each. */
async function benchPdf(base: string, headers: Record<string, string>, ids: number[]) {
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const id of ids) {
      const detail = await fetch(`${base}/wp-json/wp/v2/assignments/${id}`, { headers });
      const { pdf_url: url } = (await detail.json()) as { pdf_url: string };
      const started = performance.now();
      const response = await fetch(`${base}${url}`);
      const bytes = await response.arrayBuffer();
      if (response.status !== 200 || bytes.byteLength < 1000) {
        throw new Error(`PDF ${id}: ${response.status}`);
      }
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  const result = {
    name: 'GET /pdf/assignment/{id} (one at a time)',
    requests: times.length,
    p50ms: at(0.5),
    p95ms: at(0.95),
    maxms: Math.round(times[times.length - 1]!),
  };
  console.log(JSON.stringify(result));
  console.log(JSON.stringify({ name: 'pdf target', met: result.p95ms <= TARGET.pdfMs }));
}

export async function benchAssignments(): Promise<void> {
  const server = await startBenchServer({ ...suitePorts(3224, 54385), password: PASSWORD });
  try {
    const seeded = await seedAssignments(server.pgUrl);
    console.log(
      JSON.stringify({ name: 'seeded', professionals: PROFESSIONALS, assignments: seeded }),
    );
    const token = await signIn(server.base, CONSULTANT, PASSWORD);
    // As the browser asks: it takes gzip, so the kept page goes out compressed (about 5 times
    // smaller); the first check reads it plain.
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    const check = await fetch(`${server.base}${LIST}`, {
      headers: { authorization: headers.authorization },
    });
    const first = (await check.json()) as Array<{ id: number }>;
    if (
      check.status !== 200 ||
      Number(check.headers.get('x-wp-total')) !== seeded ||
      first.length !== 200
    ) {
      throw new Error(
        `unexpected answer: ${check.status} total ${check.headers.get('x-wp-total')}`,
      );
    }
    console.log(JSON.stringify({ name: 'page size', bytes: JSON.stringify(first).length }));

    // Warm-up (not measured): JIT, and the statement prepared on every pooled connection.
    await autocannon({ url: `${server.base}${LIST}`, connections: 16, duration: 2, headers });
    const result = await load(
      'GET assignments?per_page=200&orderby=name&order=asc (consultant, 2,000)',
      {
        url: server.base,
        connections: 16,
        headers,
        requests: [{ path: LIST }],
      },
    );
    printVerdict(result, TARGET);

    await benchPdf(
      server.base,
      headers,
      first.slice(0, 20).map((item) => item.id),
    );
  } finally {
    await server.stop();
  }
}
