CREATE TABLE "file_texts" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_texts" ADD CONSTRAINT "file_texts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Search (GET /wp/v2/search, modules/search): a weighted Dutch tsvector per post of the four
-- searchable types, kept up to date by triggers so that every write path (the content writes,
-- the seed, a file attached or detached) keeps it right without knowing about search. The column
-- is not in schema.ts on purpose: drizzle's select() would read it with every post.
-- Weights: title A, excerpt B, content C, the text of the attached files D. Each part is capped
-- so a huge post or PDF cannot exceed tsvector's 1 MB limit (which would fail the write).
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector;
--> statement-breakpoint
CREATE FUNCTION search_plain_text(html text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(
    regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#039;', ''''),
    '&amp;', '&')
$$;
--> statement-breakpoint
-- PostgreSQL's Dutch stemmer (Snowball) drops a plural s only after a consonant: "declaraties",
-- "vacatures" and "premies" stay as they are and would not find "declaratie". Both the text
-- and the query drop the s of a word of five letters or more that ends in -es first, so the
-- singular and the plural meet (modules/search/repository.ts does the same to the query).
CREATE FUNCTION search_normalize(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(words, ''), '\m([[:alpha:]]{3,}e)s\M', '\1', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION posts_search_vector(p_id integer, p_type text, p_title text, p_excerpt text, p_content text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_type IN ('nieuws', 'arbeidsvoorwaarden', 'kennisbank', 'bibliotheek') THEN
    setweight(to_tsvector('dutch', search_normalize(left(coalesce(p_title, ''), 2000))), 'A')
    || setweight(to_tsvector('dutch', search_normalize(left(search_plain_text(p_excerpt), 20000))), 'B')
    || setweight(to_tsvector('dutch', search_normalize(left(search_plain_text(p_content), 300000))), 'C')
    || setweight(to_tsvector('dutch', search_normalize(coalesce((
         SELECT left(string_agg(left(ft.text, 300000), ' ' ORDER BY ft.file_id), 300000)
         FROM post_files pf JOIN file_texts ft ON ft.file_id = pf.file_id
         WHERE pf.post_id = p_id), ''))), 'D')
  END
$$;
--> statement-breakpoint
CREATE FUNCTION posts_search_vector_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := posts_search_vector(NEW.id, NEW.type, NEW.title, NEW.excerpt, NEW.content);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_search_vector_set BEFORE INSERT OR UPDATE OF title, excerpt, content, type
ON posts FOR EACH ROW EXECUTE FUNCTION posts_search_vector_set();
--> statement-breakpoint
CREATE FUNCTION posts_search_vector_refresh(post_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE posts p
  SET search_vector = posts_search_vector(p.id, p.type, p.title, p.excerpt, p.content)
  WHERE p.id = ANY(post_ids)
    AND p.type IN ('nieuws', 'arbeidsvoorwaarden', 'kennisbank', 'bibliotheek')
$$;
--> statement-breakpoint
-- Once per statement: a write that attaches five files recomputes its post once. Both triggers
-- name their transition table changed_rows, so one function serves them.
CREATE FUNCTION post_files_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM posts_search_vector_refresh(ARRAY(SELECT DISTINCT post_id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_files_search_added AFTER INSERT ON post_files
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION post_files_search_changed();
--> statement-breakpoint
CREATE TRIGGER post_files_search_removed AFTER DELETE ON post_files
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION post_files_search_changed();
--> statement-breakpoint
CREATE FUNCTION file_texts_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM posts_search_vector_refresh(ARRAY(
    SELECT pf.post_id FROM post_files pf
    WHERE pf.file_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.file_id ELSE NEW.file_id END));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER file_texts_search_changed AFTER INSERT OR UPDATE OR DELETE ON file_texts
FOR EACH ROW EXECUTE FUNCTION file_texts_search_changed();
--> statement-breakpoint
UPDATE posts SET search_vector = posts_search_vector(id, type, title, excerpt, content)
WHERE type IN ('nieuws', 'arbeidsvoorwaarden', 'kennisbank', 'bibliotheek');
--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");
