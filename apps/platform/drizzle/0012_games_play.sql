CREATE TABLE "fair_seeds" (
	"member_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"next_server_seed" text NOT NULL,
	"next_server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fair_seeds_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"member_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"vassalage" text NOT NULL,
	"wallet" text NOT NULL,
	"round_key" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"bet" jsonb,
	"outcome" jsonb,
	"server_seed" text,
	"server_seed_hash" text,
	"client_seed" text,
	"nonce" integer,
	"debit_transaction_id" uuid,
	"settle_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."stake" >= 0 AND "game_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"wallet" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"wallet" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "wallet_mode" text DEFAULT 'TRANSFER' NOT NULL;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_debit_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("debit_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_games_member_idx" ON "favorite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_key" ON "game_rounds" USING btree ("vassalage","member_id","round_key");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_open_idx" ON "game_rounds" USING btree ("created_at") WHERE "game_rounds"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "game_rounds_win_idx" ON "game_rounds" USING btree ("merchant_code","created_at","win");--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "recent_games_game_idx" ON "recent_games" USING btree ("game_id","played_at");