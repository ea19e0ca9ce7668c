-- The search index (migration 0012) takes new entries straight into its tree instead of a
-- pending list. With GIN's default fastupdate every write appends to a list of up to 4 MB that
-- each search scans in full until VACUUM (or the next 4 MB) merges it: after a bulk import of
-- 50,000 posts the index part of a two-word search took 7.7 ms instead of 1.2 ms until
-- autovacuum came by (bench/README.md, Search). Content is written a few times a day and read
-- by every search, so the write pays: about 1.8 ms per post instead of 0.6 ms.
ALTER INDEX "posts_search_vector_idx" SET (fastupdate = off);
--> statement-breakpoint
-- What is pending now goes into the tree (fastupdate off only stops new additions).
SELECT gin_clean_pending_list('posts_search_vector_idx'::regclass);
