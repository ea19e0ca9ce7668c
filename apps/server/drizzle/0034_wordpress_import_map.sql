CREATE TABLE "wordpress_import_map" (
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"wp_id" bigint NOT NULL,
	"our_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wordpress_import_map_site_kind_wp_id_pk" PRIMARY KEY("site","kind","wp_id")
);
