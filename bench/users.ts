// The colleague directory with 10,000 users: GET /wp-json/wp/v2/users?per_page=100
// &roles=beheerder,medewerker,professional&orderby=name&order=asc at 16 connections (target: at
// least 3,000 req/s with p99 at most 20 ms; WordPress on this machine, 200 users: 44–63 req/s).
import autocannon from 'autocannon';
import { withDatabase } from './database.js';
import { load, printVerdict } from './load.js';
import { eachUserInTurn } from './rotating-tokens.js';
import { signIn, startBenchServer, suitePorts } from './server-process.js';

const PASSWORD = 'Bench-demo-wachtwoord';
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const SIGNED_IN = 16;
const TARGET = { reqPerSec: 3_000, p99ms: 20 };
const DIRECTORY = '/wp-json/wp/v2/users?per_page=100&roles=beheerder,medewerker,professional';

/**
 * Colleagues straight into PostgreSQL with generate_series: Dutch names, 1 in 100 a beheerder
 * and 1 in 10 a medewerker, a functie and one or two opdrachtgevers from the demo's, public
 * phone, e-mail and LinkedIn for most, and private fields for all.
 */
export async function seedColleagues(pgUrl: string): Promise<number> {
  return withDatabase(pgUrl, async (client) => {
    const started = Date.now();
    await client.query(
      `with names as (
         select array['Anna','Bram','Daan','Emma','Eva','Fleur','Julia','Lars','Lotte','Milan','Noor',
                      'Ruben','Sem','Sophie','Thijs','Tim','Femke','Jesse','Sanne','Luuk','Iris','Koen',
                      'Maud','Stijn','Roos','Bas','Lieke','Joris','Floor','Gijs'] as first,
                array['','','','van','de','van der','van den','ter'] as tussen,
                array['Jansen','de Vries','Bakker','Visser','Smit','Meijer','Mulder','Bos','Vos',
                      'Peters','Hendriks','Dekker','Brouwer','Dijkstra','Vermeulen','Kok','Jacobs',
                      'Willems','Hoekstra','Koster','Prins','Huisman','Kuipers','Scholten','Post',
                      'Groen','Postma','Veenstra','Wolters','Bosman'] as last),
       person as (
         select g,
                n.first[1 + g % 30] as voornaam,
                case when g % 7 < 3 then n.tussen[1 + (g / 7) % 8] else '' end as tussenvoegsel,
                n.last[1 + (g / 30) % 30] as achternaam
           from generate_series(1, $1::int) g, names n)
       insert into users (email, nicename, display_name, password_hash, session_key, roles,
                          voornaam, tussenvoegsel, achternaam, geboortedatum,
                          straatnaam_en_huisnummer, postcode, woonplaats, tel_nr_thuis, mobiel, iban,
                          public_phone, public_email, linkedin, functie_id)
       select 'collega' || p.g || '@vandalen.example', 'collega-' || p.g,
              concat_ws(' ', p.voornaam, nullif(p.tussenvoegsel, ''), p.achternaam),
              u.password_hash, md5(random()::text),
              case when p.g % 100 = 0 then '{beheerder}'::text[]
                   when p.g % 10 = 0 then '{medewerker}'::text[]
                   else '{professional}'::text[] end,
              p.voornaam, p.tussenvoegsel, p.achternaam,
              date '1960-01-01' + (p.g * 7919) % 14000,
              'Dorpsstraat ' || (1 + p.g % 200), (1000 + p.g % 9000)::text || ' AB',
              'Utrecht', '+31301' || lpad((p.g % 1000000)::text, 6, '0'),
              '+316' || lpad((p.g % 100000000)::text, 8, '0'), 'NL91ABNA' || lpad(p.g::text, 10, '0'),
              case when p.g % 4 = 0 then '' else '030 ' || lpad((p.g % 1000000)::text, 6, '0') end,
              case when p.g % 5 = 0 then '' else lower(p.voornaam) || '.' || p.g || '@vandalen.example' end,
              case when p.g % 2 = 0 then 'https://www.linkedin.com/in/collega-' || p.g else '' end,
              (select id from posts where type = 'functies' order by id offset p.g % 5 limit 1)
         from person p, (select password_hash from users where nicename = 'daan') u`,
      [USERS],
    );
    await client.query(
      `insert into user_opdrachtgevers (user_id, opdrachtgever_id, position)
       select u.id, o.id, o.position
         from users u
         cross join lateral (
           select id, (row_number() over (order by (id + u.id) % 7))::int - 1 as position
             from posts where type = 'intra_opdrachtgevers'
            order by (id + u.id) % 7 limit 1 + u.id % 2) o
        where u.nicename like 'collega-%'`,
    );
    await client.query('analyze');
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from users where roles && '{beheerder,medewerker,professional}'`,
    );
    const colleagues = Number(rows[0]!.count);
    console.log(
      JSON.stringify({
        name: 'seeded',
        colleagues,
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
    return colleagues;
  });
}

export async function benchUsers(): Promise<void> {
  const server = await startBenchServer({ ...suitePorts(3223, 54384), password: PASSWORD });
  try {
    const colleagues = await seedColleagues(server.pgUrl);
    const people = ['daan', 'emma', 'thijs', 'julia', 'bram', 'noor', 'lars', 'sophie'];
    const tokens: string[] = [];
    for (let i = 0; i < SIGNED_IN; i++) {
      const email = `${people[i % people.length]}@vandalen.example`;
      tokens.push(await signIn(server.base, email, PASSWORD));
    }
    const as = { authorization: `Bearer ${tokens[0]}` };
    const path = `${DIRECTORY}&orderby=name&order=asc`;
    const check = await fetch(`${server.base}${path}`, { headers: as });
    const first = (await check.json()) as unknown[];
    if (
      check.status !== 200 ||
      Number(check.headers.get('x-wp-total')) !== colleagues ||
      first.length !== 100
    ) {
      throw new Error(
        `unexpected answer: ${check.status} total ${check.headers.get('x-wp-total')}`,
      );
    }

    // Warm-up (not measured): JIT, and the statement prepared on every pooled connection.
    await autocannon({ url: `${server.base}${path}`, connections: 16, duration: 2, headers: as });

    const result = await load('GET users?per_page=100&roles=…&orderby=name&order=asc', {
      url: server.base,
      connections: 16,
      requests: eachUserInTurn(tokens, path),
    });
    printVerdict(result, TARGET);

    // Scrolling to the end: every page of the directory in turn (page 1 to the empty one past
    // the last), each page's first request after 2 s reading PostgreSQL again.
    const pages = Math.ceil(colleagues / 100) + 1;
    await load(`GET users … page=1..${pages} (scrolling through all)`, {
      url: server.base,
      connections: 16,
      requests: eachUserInTurn(tokens, (n) => `${path}&page=${1 + (n % pages)}`),
    });

    // No result cache at all: a name search whose excluded id differs on every request.
    const parts = ['an', 'ee', 'ij', 'oo', 'er', 'ma', 'ke', 'va'];
    await load('GET users?search=<name part>&exclude=<another id each time> (uncached)', {
      url: server.base,
      connections: 16,
      requests: eachUserInTurn(
        tokens,
        (n) => `${path}&search=${parts[n % parts.length]}&exclude=${n}`,
      ),
    });
  } finally {
    await server.stop();
  }
}
