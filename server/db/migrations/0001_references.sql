-- References between the tables and the rules a unique index cannot say (docs/decisions/0064).
-- Deferred to the commit: one request writes its rows in any order (users and teams refer to each other).

ALTER TABLE "users" ADD CONSTRAINT "users_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institutions"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "club_requests" ADD CONSTRAINT "club_requests_requested_by_fkey" FOREIGN KEY ("requested_by") REFERENCES "users"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "competition_prices" ADD CONSTRAINT "competition_prices_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "team_competitions" ADD CONSTRAINT "team_competitions_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "team_competitions" ADD CONSTRAINT "team_competitions_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_team_competition_id_fkey" FOREIGN KEY ("team_competition_id") REFERENCES "team_competitions"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_price_id_fkey" FOREIGN KEY ("price_id") REFERENCES "competition_prices"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "cash_payments" ADD CONSTRAINT "cash_payments_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "transfer_payments" ADD CONSTRAINT "transfer_payments_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_team_competition_id_fkey" FOREIGN KEY ("team_competition_id") REFERENCES "team_competitions"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "help_desk_tickets" ADD CONSTRAINT "help_desk_tickets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "user_logs" ADD CONSTRAINT "user_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "overall_results" ADD CONSTRAINT "overall_results_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "overall_results" ADD CONSTRAINT "overall_results_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "biggest_fish_results" ADD CONSTRAINT "biggest_fish_results_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "biggest_fish_results" ADD CONSTRAINT "biggest_fish_results_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "category_results" ADD CONSTRAINT "category_results_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "category_results" ADD CONSTRAINT "category_results_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- A team has three members at most (SPEC §4; contracts/entities/teams.ts TEAM_SIZE), checked at commit.
CREATE FUNCTION team_members_at_most_three() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM team_members WHERE team_id = NEW.team_id) > 3 THEN
    RAISE EXCEPTION 'team % has more than 3 members', NEW.team_id USING ERRCODE = 'check_violation', CONSTRAINT = 'team_members_at_most_three';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER team_members_at_most_three AFTER INSERT OR UPDATE ON team_members
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION team_members_at_most_three();
--> statement-breakpoint
-- Every collection starts at version 0 (server/store/snapshot.ts reads them all in one query).
INSERT INTO collection_versions (name) VALUES
  ('users'), ('addresses'), ('institutions'), ('clubRequests'), ('teams'), ('teamMembers'), ('boats'),
  ('competitions'), ('competitionPrices'), ('teamCompetitions'), ('payments'), ('cashPayments'),
  ('transferPayments'), ('paymentAttempts'), ('helpDeskTickets'), ('userNotifications'), ('userLogs'),
  ('overallResults'), ('biggestFishResults'), ('categoryResults'), ('categories'), ('fishSpecies'),
  ('idempotencyKeys'), ('settings');
