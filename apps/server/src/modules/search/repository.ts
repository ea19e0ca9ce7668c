import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { intParam, textArrayParam, textParam } from '../../db/sql-params.js';

export const searchRowSchema = z.strictObject({
  id: z.number().int(),
  total: z.number().int(),
  title: z.string(),
  type: z.string(),
  date: z.string(),
  /** ts_headline over HTML-escaped text: only its <mark> and </mark> are markup. */
  snippet: z.string(),
  categories: z.array(z.number().int()),
});
export type SearchRow = z.output<typeof searchRowSchema>;

const countRowSchema = z.strictObject({ total: z.number().int() });

/** HTML-escaped, so the only markup in ts_headline's answer is its own <mark>. */
const escaped = (text: ReturnType<typeof sql>) =>
  sql`replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

const HEADLINE_OPTIONS =
  'StartSel=<mark>, StopSel=</mark>, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';

/** A WordPress "read more" mark ("[…]", "[&hellip;]", "[...]"): never shown in a snippet. */
const withoutMore = (text: ReturnType<typeof sql>) =>
  sql`btrim(regexp_replace(regexp_replace(${text},
        '\\[\\s*(…|&hellip;|&#8230;|&#x2026;|\\.\\.\\.)\\s*\\]', ' ', 'gi'), '\\s+', ' ', 'g'))`;

/**
 * The text a snippet is cut from: the excerpt and the content, but the content alone when it
 * already holds the excerpt (WordPress's excerpt is mostly the content's first sentence), so
 * no sentence is shown twice (issue 25 item 14). Uses `p` (posts).
 */
const SNIPPET_BODY = sql`(select case when ex = '' or strpos(ct, ex) > 0 then ct
                                      else ex || ' … ' || ct end
                           from (select ${withoutMore(sql`search_plain_text(p.excerpt)`)} as ex,
                                        ${withoutMore(sql`left(search_plain_text(p.content), 20000)`)} as ct) t)`;

/**
 * The plural of each searched word that has one in -s ("declaratie" → "declaraties"), as a
 * web search of alternatives. The vector and the query meet on the singular (search_normalize,
 * migration 0012), but ts_headline reads the shown text as written: it marks the plural in the
 * text only when the query names it.
 */
export function pluralForms(search: string): string {
  const forms = new Set<string>();
  for (const word of search.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const singular = /^\p{L}{3,}es$/u.test(word) ? word.slice(0, -1) : word;
    if (singular.length >= 4 && singular.endsWith('e')) forms.add(`${singular}s`);
  }
  return [...forms].join(' or ');
}

/**
 * The words of a search that a hit should have, as alternatives: ranking counts each one found
 * in the title or excerpt, so a title with one of two words ranks above a hit only in the text.
 * Excluded words (`-word`) and the web search's own `or` are left out.
 */
export function anyWord(search: string): string {
  const words = search
    .toLowerCase()
    .replace(/(^|\s)-\S*/gu, ' ')
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).filter((word) => word !== 'or').join(' or ');
}

/**
 * Search over posts.search_vector (migration 0012: the title, excerpt, content and attached
 * files' text; kept up to date by triggers), ranked by posts.search_rank_vector (the title, A,
 * and the excerpt, B). The words are read as a web search in Dutch
 * (stemmed). Only published posts of the given types; best first (ts_rank_cd), newest first
 * among equals. The snippet is the excerpt and content around the words, or the attached files'
 * text when the words are only there; its input is capped so a long PDF costs no more than a
 * page.
 */
export function createSearchRepository(db: Database) {
  return {
    page(search: string, types: string[], limit: number, offset: number) {
      const plurals = pluralForms(search);
      const text = (value: ReturnType<typeof sql>, chars: number) =>
        escaped(sql`left(${value}, ${sql.raw(String(chars))})`);
      return queryRows(
        db,
        'search_page',
        searchRowSchema,
        sql`with q as (
             select websearch_to_tsquery('dutch', search_normalize(${textParam(search)})) as query,
                    websearch_to_tsquery('dutch', search_normalize(${textParam(search)}))
                      || websearch_to_tsquery('dutch', ${textParam(plurals)}) as marks,
                    websearch_to_tsquery('dutch', search_normalize(${textParam(anyWord(search))}))
                      as ranking
           ),
           hits as (
             select p.id, p.created_at, ts_rank_cd(p.search_rank_vector, q.ranking) as rank,
                    count(*) over () as total
             from posts p, q
             where p.search_vector @@ q.query and p.status = 'publish'
               and p.type = any(${textArrayParam(types)})
             order by rank desc, p.created_at desc, p.id desc
             limit ${intParam(limit)} offset ${intParam(offset)}
           ),
           shown as (
             select h.*, p.title, p.type,
                    ts_headline('dutch', ${text(sql`b.body`, 20000)}, q.marks, ${HEADLINE_OPTIONS})
                      as body_snippet
             from hits h join posts p on p.id = h.id, q,
                  lateral (select ${SNIPPET_BODY} as body) b
           )
           select s.id, s.total::int as total, s.title, s.type,
                  to_char(s.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD"T"HH24:MI:SS') as date,
                  case when strpos(f.file_snippet, '<mark>') > 0 then f.file_snippet
                       else s.body_snippet end as snippet,
                  array(select pt.term_id from post_terms pt where pt.post_id = s.id
                        order by pt.term_id) as categories
           from shown s cross join q
           left join lateral (
             -- Only when the words are not in the excerpt or content (ts_headline is strict:
             -- no text, no work).
             select ts_headline('dutch',
                      ${text(sql`string_agg(ft.text, ' … ' order by ft.file_id)`, 100000)},
                      q.marks, ${HEADLINE_OPTIONS}) as file_snippet
             from post_files pf join file_texts ft on ft.file_id = pf.file_id
             where pf.post_id = s.id and strpos(s.body_snippet, '<mark>') = 0
           ) f on true
           order by s.rank desc, s.created_at desc, s.id desc`,
      );
    },

    /** The number of hits, for a page past the last (which has no row to carry it). */
    async count(search: string, types: string[]): Promise<number> {
      const [row] = await queryRows(
        db,
        'search_count',
        countRowSchema,
        sql`select count(*)::int as total from posts p
            where p.search_vector @@ websearch_to_tsquery('dutch', search_normalize(${textParam(search)}))
              and p.status = 'publish' and p.type = any(${textArrayParam(types)})`,
      );
      return row?.total ?? 0;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
