CREATE TABLE "start_state" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
