CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"period" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_period" ON "job_runs" USING btree ("job","subject","period");--> statement-breakpoint
CREATE INDEX "job_runs_due_idx" ON "job_runs" USING btree ("job","run_after") WHERE "job_runs"."done_at" is null;