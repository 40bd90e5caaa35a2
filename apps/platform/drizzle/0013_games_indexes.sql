DROP INDEX "game_rounds_win_idx";--> statement-breakpoint
DROP INDEX "game_sessions_member_idx";--> statement-breakpoint
CREATE INDEX "game_rounds_winners_idx" ON "game_rounds" USING btree ("merchant_code","created_at") WHERE "game_rounds"."status" = 'SETTLED' AND "game_rounds"."win" > 0;--> statement-breakpoint
CREATE INDEX "game_sessions_last_seen_idx" ON "game_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "launch_tokens_expires_idx" ON "launch_tokens" USING btree ("expires_at");