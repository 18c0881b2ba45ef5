-- Hand-written (like 0001 and 0004): what the tournament day's rules promise (issue 35, docs/decisions/0071),
-- checked at commit like every other constraint, and the new collections' versions. Only adds; drops nothing.

-- one scoring set-up per competition
ALTER TABLE "scorings" ADD CONSTRAINT "scorings_one_per_competition" UNIQUE ("competition_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- a team leaves the dock once per competition (two judges scanning one credential at once: one departure)
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_one_per_team" UNIQUE ("competition_id", "team_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- another process reads back only the rows written since its version (server/store/image.ts)
CREATE INDEX IF NOT EXISTS "scorings_rev_idx" ON "scorings" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "check_ins_rev_idx" ON "check_ins" USING btree ("rev");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catches_rev_idx" ON "catches" USING btree ("rev");
--> statement-breakpoint
-- the new collections start at version 0, as 0001's did
INSERT INTO collection_versions (name) VALUES ('scorings'), ('checkIns'), ('catches') ON CONFLICT (name) DO NOTHING;
