CREATE TABLE "lottery_chains" (
	"game_id" bigint NOT NULL,
	"day" text NOT NULL,
	"anchor" text NOT NULL,
	"tail" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_chains_game_id_day_pk" PRIMARY KEY("game_id","day")
);
--> statement-breakpoint
CREATE TABLE "lottery_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"numero" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"locks_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"balls" integer[],
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_issues_times" CHECK ("lottery_issues"."opens_at" < "lottery_issues"."draws_at" and "lottery_issues"."locks_at" <= "lottery_issues"."draws_at" and "lottery_issues"."opens_at" <= "lottery_issues"."locks_at"),
	CONSTRAINT "lottery_issues_state" CHECK ("lottery_issues"."state" in ('OPEN', 'LOCKED', 'DRAWN', 'SETTLED', 'VOID')),
	CONSTRAINT "lottery_issues_result" CHECK (("lottery_issues"."state" in ('DRAWN', 'SETTLED')) = ("lottery_issues"."balls" is not null and "lottery_issues"."drawn_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "merchant_lottery_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"game_code" text NOT NULL,
	"family" text NOT NULL,
	"interval_seconds" integer NOT NULL,
	"first_draw_seconds" integer NOT NULL,
	"lock_seconds" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	CONSTRAINT "merchant_lottery_games_calendar" CHECK ("merchant_lottery_games"."interval_seconds" > 0 and "merchant_lottery_games"."first_draw_seconds" between 1 and 86400 and "merchant_lottery_games"."lock_seconds" >= 0 and "merchant_lottery_games"."lock_seconds" < "merchant_lottery_games"."interval_seconds")
);
--> statement-breakpoint
ALTER TABLE "lottery_chains" ADD CONSTRAINT "lottery_chains_game_id_merchant_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."merchant_lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_game_id_merchant_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."merchant_lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD CONSTRAINT "merchant_lottery_games_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD CONSTRAINT "merchant_lottery_games_game_code_lottery_games_game_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("game_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_issues_numero" ON "lottery_issues" USING btree ("game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_issues_game_draws_idx" ON "lottery_issues" USING btree ("game_id","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_pending_idx" ON "lottery_issues" USING btree ("locks_at") WHERE "lottery_issues"."state" in ('OPEN', 'LOCKED');--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_lottery_games_code" ON "merchant_lottery_games" USING btree ("merchant_code","game_code");