// Search over 50,000 documents: GET /wp-json/wp/v2/search?search=<two words> at 16 connections
// with wrk (target: p99 at most 50 ms; issue 12).
import { withDatabase } from './database.js';
import { signIn, startBenchServer, suitePorts } from './server-process.js';
import { DURATION } from './load.js';
import { requireWrk, wrk, type WrkRequest } from './wrk.js';

const PASSWORD = 'Bench-demo-wachtwoord';
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 50_000);
const CONNECTIONS = 16;
const TARGET_P99_MS = 50;

/**
 * 2,400 Dutch compound words (60 first parts × 40 second parts): an intranet's vocabulary of
 * regulations, each document using 150 of them in its content. A word is then in some 6 % of
 * the documents and two words together in some 0.4 % (about 200 of 50,000), like a two-word
 * search for a topic.
 */
const FIRST = [
  'reis',
  'fiets',
  'thuis',
  'werk',
  'verlof',
  'pensioen',
  'salaris',
  'opleiding',
  'auto',
  'kantoor',
  'lease',
  'zorg',
  'ziekte',
  'vakantie',
  'bonus',
  'budget',
  'contract',
  'proef',
  'uitzend',
  'detachering',
  'klant',
  'project',
  'team',
  'functie',
  'loon',
  'belasting',
  'premie',
  'kosten',
  'uren',
  'dienst',
  'nacht',
  'weekend',
  'ouderschap',
  'zwangerschap',
  'studie',
  'laptop',
  'telefoon',
  'parkeer',
  'trein',
  'bus',
  'brandstof',
  'energie',
  'privacy',
  'integriteit',
  'klachten',
  'vertrouwens',
  'veiligheid',
  'gezondheid',
  'sport',
  'lunch',
  'feest',
  'jubileum',
  'afscheid',
  'evaluatie',
  'beoordeling',
  'promotie',
  'inwerk',
  'mentor',
  'coach',
  'loopbaan',
];
const SECOND = [
  'regeling',
  'vergoeding',
  'beleid',
  'protocol',
  'aanvraag',
  'formulier',
  'toeslag',
  'reglement',
  'afspraak',
  'overzicht',
  'plan',
  'budget',
  'dag',
  'uren',
  'tarief',
  'norm',
  'procedure',
  'melding',
  'gesprek',
  'toets',
  'cursus',
  'handboek',
  'voorwaarden',
  'termijn',
  'bijdrage',
  'korting',
  'pas',
  'kaart',
  'declaratie',
  'uitkering',
  'verzekering',
  'rooster',
  'planning',
  'rapport',
  'verslag',
  'besluit',
  'wijziging',
  'controle',
  'rechten',
  'plichten',
];
const WORDS = FIRST.flatMap((first) => SECOND.map((second) => first + second));

/** A small fixed pseudo-random sequence (mulberry32), so every run seeds the same documents. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BATCH = 1000;
const TYPES = ['nieuws', 'arbeidsvoorwaarden', 'kennisbank', 'bibliotheek'];

/**
 * Documents into PostgreSQL in batches of 1000 rows: the four searchable types in turn, 1 in 10
 * a draft, a title of 4 words, an excerpt of 20 and content of 150 in two paragraphs; 1 in 10
 * has an attached PDF's text of 400 words. The triggers of migration 0011 build each search
 * vector as the writes of the portal would. (Made in JavaScript: picking words from a text[]
 * in SQL costs a walk along the array per word.)
 */
export async function seedDocuments(pgUrl: string): Promise<void> {
  return withDatabase(pgUrl, async (client) => {
    const started = Date.now();
    const next = random(12);
    const words = (count: number) =>
      Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
    for (let from = 0; from < DOCUMENTS; from += BATCH) {
      const columns: string[][] = [[], [], [], [], [], []];
      const texts: string[] = [];
      for (let g = from; g < Math.min(DOCUMENTS, from + BATCH); g++) {
        const [type, title, slug, status, content, excerpt] = columns as [
          string[],
          string[],
          string[],
          string[],
          string[],
          string[],
        ];
        type.push(TYPES[g % 4]!);
        title.push(words(4).replace(/^./, (c) => c.toUpperCase()));
        slug.push(`bench-${g}`);
        status.push(g % 10 === 0 ? 'draft' : 'publish');
        content.push(`<p>${words(75)}</p><p>${words(75)}</p>`);
        excerpt.push(`<p>${words(20)}</p>`);
        texts.push(g % 10 === 3 ? words(400) : '');
      }
      await client.query('begin');
      const { rows } = await client.query<{ id: number }>(
        `insert into posts (type, title, slug, status, content, excerpt, created_at, modified_at)
         select t.type, t.title, t.slug, t.status, t.content, t.excerpt,
                now() - t.n * interval '17 minutes', now() - t.n * interval '17 minutes'
           from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
                with ordinality as t(type, title, slug, status, content, excerpt, n)
          order by t.n
         returning id`,
        columns,
      );
      const attached = rows
        .map((row, index) => ({ postId: row.id, text: texts[index]! }))
        .filter((row) => row.text);
      await client.query(
        `with file as (
           insert into files (kind, title, original_name, mime_type, size, storage_key)
           select 'content', 'Bijlage', 'bijlage.pdf', 'application/pdf', 1000,
                  md5('bench-' || a.post_id)
             from unnest($1::int[]) as a(post_id)
           returning id, storage_key),
         texts as (
           insert into file_texts (file_id, text)
           select f.id, a.text from file f
             join unnest($1::int[], $2::text[]) as a(post_id, text) on md5('bench-' || a.post_id) = f.storage_key
           returning file_id)
         insert into post_files (post_id, file_id)
         select a.post_id, f.id from file f
           join unnest($1::int[]) as a(post_id) on md5('bench-' || a.post_id) = f.storage_key`,
        [attached.map((row) => row.postId), attached.map((row) => row.text)],
      );
      await client.query('commit');
    }
    await client.query('analyze');
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from posts where search_vector is not null`,
    );
    console.log(
      JSON.stringify({
        name: 'seeded',
        documents: Number(rows[0]!.count),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

/** Two-word searches over the vocabulary, each pair different. */
function searches(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const a = WORDS[(i * 131) % WORDS.length]!;
    const b = WORDS[(i * 617 + 53) % WORDS.length]!;
    return `/wp-json/wp/v2/search?search=${encodeURIComponent(`${a} ${b}`)}`;
  });
}

export async function benchSearch(): Promise<void> {
  requireWrk();
  const server = await startBenchServer({ ...suitePorts(3224, 54385), password: PASSWORD });
  try {
    await seedDocuments(server.pgUrl);
    const people = ['daan', 'emma', 'thijs', 'julia', 'bram', 'noor', 'lars', 'sophie'];
    const tokens: string[] = [];
    for (const person of people) {
      tokens.push(await signIn(server.base, `${person}@vandalen.example`, PASSWORD));
    }
    const asRequests = (paths: string[]): WrkRequest[] =>
      paths.map((path, i) => ({
        method: 'GET',
        path,
        headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
      }));
    // Never the same search twice in a run (a run makes well under 5,000 requests), so every
    // answer is read from PostgreSQL; then 20 searches over and over, as colleagues repeat the
    // popular ones, which the 2-second result cache answers.
    const distinct = asRequests(searches(5_000));
    const popular = asRequests(searches(20));
    let hits = 0;
    for (const request of distinct.slice(0, 20)) {
      const answer = await fetch(`${server.base}${request.path}`, { headers: request.headers });
      if (answer.status !== 200) throw new Error(`unexpected answer: ${answer.status}`);
      hits += Number(answer.headers.get('x-wp-total'));
    }
    console.log(JSON.stringify({ name: 'hits per search (first 20)', average: hits / 20 }));

    // Warm-up (not measured): JIT, and the statements prepared on every pooled connection.
    await wrk(server.base, distinct.slice(4_000), { connections: CONNECTIONS, seconds: 3 });
    for (const [name, requests] of [
      ['GET search?search=<two words>, each search once (uncached)', distinct.slice(0, 4_000)],
      ['GET search?search=<two words>, 20 searches repeated', popular],
    ] as const) {
      const result = await wrk(server.base, [...requests], {
        connections: CONNECTIONS,
        seconds: DURATION,
      });
      console.log(JSON.stringify({ name, ...result }));
      console.log(
        JSON.stringify({
          name: `${name} target`,
          connections: CONNECTIONS,
          met: result.p99ms <= TARGET_P99_MS && result.non2xx === 0 && result.errors === 0,
        }),
      );
    }
  } finally {
    await server.stop();
  }
}
