// Declarations at scale: 10,000 users × 24 months × 8 rows (about 2 million rows), then the
// month summary, the year overview and adding a row at 16 connections.
import { withDatabase } from './database.js';
import { load } from './load.js';
import { signIn, startBenchServer, suitePorts } from './server-process.js';

const PASSWORD = 'Bench-demo-wachtwoord';
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const MONTHS = 24;
const ROWS_PER_MONTH = 8;
const SIGNED_IN = 32;

/** Bulk data straight into PostgreSQL with generate_series: minutes through the API, seconds here. */
async function seedLargeSet(
  pgUrl: string,
): Promise<{ months: Array<{ year: number; month: number }> }> {
  return withDatabase(pgUrl, async (client) => {
    const started = Date.now();
    await client.query(
      `insert into users (email, nicename, display_name, password_hash, session_key, roles, voornaam, achternaam)
       select 'bench' || g || '@vandalen.example', 'bench' || g, 'Bench ' || g, u.password_hash,
              md5(random()::text), '{professional}', 'Bench', g::text
       from generate_series(1, $1::int) g, (select password_hash from users where nicename = 'daan') u`,
      [USERS],
    );
    await client.query(
      `insert into declaration_months (user_id, year, month, status, submitted_at)
       select u.id, extract(year from d)::int, extract(month from d)::int,
              case when d < date_trunc('month', now()) - interval '1 month' then 'approved' end,
              case when d < date_trunc('month', now()) - interval '1 month' then d + interval '1 month 2 days' end
       from users u
       cross join generate_series(date_trunc('month', now()) - interval '${MONTHS - 1} months',
                                  date_trunc('month', now()), interval '1 month') d
       where u.nicename like 'bench%'`,
    );
    await client.query(
      `insert into declaration_rows (month_id, user_id, type_id, date, amount_cents, description,
         location_start, location_end, kilometer_tenths, transport_type, vat_rate)
       select m.id, m.user_id,
              case when r % 2 = 0 then t.km else t.parking end,
              make_date(m.year, m.month, 1 + r * 3),
              case when r % 2 = 0 then 621 else 1250 end,
              case when r % 2 = 0 then 'Klantbezoek' else 'Parkeergarage' end,
              case when r % 2 = 0 then 'Utrecht' else '' end,
              case when r % 2 = 0 then 'Amersfoort' else '' end,
              case when r % 2 = 0 then 270 else 0 end,
              case when r % 2 = 0 then 'auto' else '' end,
              case when r % 2 = 0 then 0 else 21 end
       from declaration_months m
       join users u on u.id = m.user_id and u.nicename like 'bench%'
       cross join generate_series(0, ${ROWS_PER_MONTH - 1}) r
       cross join (select (select id from declaration_types where title = 'Kilometers (auto)') km,
                          (select id from declaration_types where title = 'Overige kosten') parking) t`,
    );
    await client.query('analyze');
    const { rows } = await client.query<{ count: string }>('select count(*) from declaration_rows');
    console.log(
      JSON.stringify({
        name: 'seeded',
        users: USERS,
        declarationRows: Number(rows[0]!.count),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
    const months = await client.query<{ year: number; month: number }>(
      `select distinct year, month from declaration_months order by year, month`,
    );
    return { months: months.rows.slice(-MONTHS) };
  });
}

export async function benchDeclarations(): Promise<void> {
  const server = await startBenchServer({ ...suitePorts(3221, 54382), password: PASSWORD });
  try {
    const { months } = await seedLargeSet(server.pgUrl);
    const tokens: string[] = [];
    for (let i = 1; i <= SIGNED_IN; i++) {
      tokens.push(
        await signIn(server.base, `bench${1 + ((i * 97) % USERS)}@vandalen.example`, PASSWORD),
      );
    }
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const auth = () => ({ authorization: `Bearer ${pick(tokens)}`, 'x-intranet-request': '1' });
    const base = '/wp-json/custom/v1/declarations';

    await load('GET summary?year&month (month screen)', {
      url: server.base,
      connections: 16,
      requests: [
        {
          setupRequest: (request) => {
            const { year, month } = pick(months);
            return {
              ...request,
              path: `${base}/summary?year=${year}&month=${month}`,
              headers: auth(),
            };
          },
        },
      ],
    });

    const years = [...new Set(months.map((m) => m.year))];
    await load('GET summary?year (year overview)', {
      url: server.base,
      connections: 16,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${base}/summary?year=${pick(years)}`,
            headers: auth(),
          }),
        },
      ],
    });

    const types = (await (
      await fetch(`${server.base}/wp-json/wp/v2/declaration_types`, { headers: auth() })
    ).json()) as Array<{ id: number; title: { rendered: string } }>;
    const other = types.find((type) => type.title.rendered === 'Overige kosten')!.id;
    const today = new Date().toISOString().slice(0, 10);
    await load('POST add-declaration-row', {
      url: server.base,
      connections: 16,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            path: `${base}/add-declaration-row`,
            headers: { ...auth(), 'content-type': 'application/json' },
            body: JSON.stringify({
              declaration_type: other,
              date: today,
              amount: 12.5,
              description: 'Bench',
              vat_rate: 21,
            }),
          }),
        },
      ],
    });
  } finally {
    await server.stop();
  }
}
