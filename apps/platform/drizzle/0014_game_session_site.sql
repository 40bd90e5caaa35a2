DROP INDEX "game_rounds_winners_idx";--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "site_session_hash" text;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD COLUMN "site_session_hash" text;--> statement-breakpoint
CREATE INDEX "game_rounds_winners_idx" ON "game_rounds" USING btree ("merchant_code","created_at") WHERE "game_rounds"."status" = 'SETTLED' AND "game_rounds"."win" > "game_rounds"."stake";