-- What the rules promise, held by the database (docs/decisions/0064). Every constraint is checked at
-- commit (DEFERRABLE INITIALLY DEFERRED): one request writes its rows in any order, and a row may give
-- a value up while another takes it in the same statement. Unique constraints let several NULLs be.

-- one account per username (lower case)
ALTER TABLE "users" ADD CONSTRAINT "users_username_key" UNIQUE ("username") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- one person per DNI, by its digits (decision 0029)
ALTER TABLE "users" ADD CONSTRAINT "users_dni_key" UNIQUE ("dni_digits") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- one person per e-mail
ALTER TABLE "users" ADD CONSTRAINT "users_email_key" UNIQUE ("email") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- one person per licence number
ALTER TABLE "users" ADD CONSTRAINT "users_licence_key" UNIQUE ("licence") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- one team per owner
ALTER TABLE "teams" ADD CONSTRAINT "teams_one_per_owner" UNIQUE ("owner_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- a person belongs to one team
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_one_team_per_user" UNIQUE ("user_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- one boat per team
ALTER TABLE "boats" ADD CONSTRAINT "boats_one_per_team" UNIQUE ("team_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- a team registers once per competition
ALTER TABLE "team_competitions" ADD CONSTRAINT "team_competitions_one_per_team" UNIQUE ("competition_id", "team_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- registration numbers are not repeated in a competition
ALTER TABLE "team_competitions" ADD CONSTRAINT "team_competitions_registration_number" UNIQUE ("competition_id", "registration_number") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- team numbers are not repeated in a competition
ALTER TABLE "team_competitions" ADD CONSTRAINT "team_competitions_team_number" UNIQUE ("competition_id", "team_number") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- a card provider payment is recorded once
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_key" UNIQUE ("provider_payment_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- one cash detail per payment
ALTER TABLE "cash_payments" ADD CONSTRAINT "cash_payments_payment_key" UNIQUE ("payment_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- one transfer detail per payment
ALTER TABLE "transfer_payments" ADD CONSTRAINT "transfer_payments_payment_key" UNIQUE ("payment_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- payment links are not repeated
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_provider_id_key" UNIQUE ("provider_payment_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- one overall result per team and competition
ALTER TABLE "overall_results" ADD CONSTRAINT "overall_results_one_per_team" UNIQUE ("competition_id", "team_id") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- one first answer per Idempotency-Key and caller (decision 0027)
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_scope_key" UNIQUE ("scope", "key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- Nothing is charged twice: one approved payment per registration (SPEC §4).
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_approved_per_registration" EXCLUDE USING btree ("team_competition_id" WITH =) WHERE ("status" = 'approved') DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- References that exist.
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
-- A team has three members at most (SPEC §4; contracts/entities/teams.ts TEAM_SIZE).
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
-- Every collection starts at version 0 (server/store/image.ts reads them all in one query).
INSERT INTO collection_versions (name) VALUES
  ('users'), ('addresses'), ('institutions'), ('clubRequests'), ('teams'), ('teamMembers'), ('boats'),
  ('competitions'), ('competitionPrices'), ('teamCompetitions'), ('payments'), ('cashPayments'),
  ('transferPayments'), ('paymentAttempts'), ('helpDeskTickets'), ('userNotifications'), ('userLogs'),
  ('overallResults'), ('biggestFishResults'), ('categoryResults'), ('categories'), ('fishSpecies'),
  ('idempotencyKeys'), ('settings');
