-- Hand-written (like 0001): an index on each collection's `rev`, so another process reads back only the rows
-- written since its version (server/store/image.ts) without scanning the table. Only adds; drops nothing.
CREATE INDEX IF NOT EXISTS "addresses_rev_idx" ON "addresses" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biggest_fish_results_rev_idx" ON "biggest_fish_results" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "boats_rev_idx" ON "boats" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cash_payments_rev_idx" ON "cash_payments" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_rev_idx" ON "categories" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "category_results_rev_idx" ON "category_results" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "club_requests_rev_idx" ON "club_requests" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "competition_prices_rev_idx" ON "competition_prices" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "competitions_rev_idx" ON "competitions" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fish_species_rev_idx" ON "fish_species" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "help_desk_tickets_rev_idx" ON "help_desk_tickets" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_rev_idx" ON "idempotency_keys" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "institutions_rev_idx" ON "institutions" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "overall_results_rev_idx" ON "overall_results" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_attempts_rev_idx" ON "payment_attempts" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_rev_idx" ON "payments" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "settings_rev_idx" ON "settings" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_competitions_rev_idx" ON "team_competitions" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_members_rev_idx" ON "team_members" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "teams_rev_idx" ON "teams" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transfer_payments_rev_idx" ON "transfer_payments" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_logs_rev_idx" ON "user_logs" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_notifications_rev_idx" ON "user_notifications" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_rev_idx" ON "users" USING btree ("rev");
