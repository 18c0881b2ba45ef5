CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"owner_type" text GENERATED ALWAYS AS ((doc->>'owner_type')) STORED,
	"owner_id" integer GENERATED ALWAYS AS ((((doc->>'owner_id'))::integer)) STORED
);
--> statement-breakpoint
CREATE TABLE "biggest_fish_results" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"competition_id" integer GENERATED ALWAYS AS ((((doc->>'competition_id'))::integer)) STORED NOT NULL,
	"team_id" integer GENERATED ALWAYS AS ((((doc->>'team_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boats" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"team_id" integer GENERATED ALWAYS AS ((((doc->>'team_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_payments" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"payment_id" integer GENERATED ALWAYS AS ((((doc->>'payment_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_results" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"competition_id" integer GENERATED ALWAYS AS ((((doc->>'competition_id'))::integer)) STORED NOT NULL,
	"team_id" integer GENERATED ALWAYS AS ((((doc->>'team_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_requests" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"requested_by" integer GENERATED ALWAYS AS ((((doc->>'requested_by'))::integer)) STORED
);
--> statement-breakpoint
CREATE TABLE "collection_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_prices" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"competition_id" integer GENERATED ALWAYS AS ((((doc->>'competition_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fish_species" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_desk_tickets" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"user_id" integer GENERATED ALWAYS AS ((((doc->>'user_id'))::integer)) STORED
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"scope" text GENERATED ALWAYS AS ((doc->>'scope')) STORED NOT NULL,
	"key" text GENERATED ALWAYS AS ((doc->>'key')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overall_results" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"competition_id" integer GENERATED ALWAYS AS ((((doc->>'competition_id'))::integer)) STORED NOT NULL,
	"team_id" integer GENERATED ALWAYS AS ((((doc->>'team_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"team_competition_id" integer GENERATED ALWAYS AS ((((doc->>'team_competition_id'))::integer)) STORED NOT NULL,
	"payment_id" integer GENERATED ALWAYS AS ((((doc->>'payment_id'))::integer)) STORED,
	"provider_payment_id" text GENERATED ALWAYS AS ((doc->>'provider_payment_id')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"team_competition_id" integer GENERATED ALWAYS AS ((((doc->>'team_competition_id'))::integer)) STORED NOT NULL,
	"price_id" integer GENERATED ALWAYS AS ((((doc->>'price_id'))::integer)) STORED,
	"status" text GENERATED ALWAYS AS ((doc->>'status')) STORED,
	"provider_payment_id" text GENERATED ALWAYS AS ((doc->>'mercadopago_payment_id')) STORED
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"team_id" integer GENERATED ALWAYS AS ((((doc->>'team_id'))::integer)) STORED NOT NULL,
	"competition_id" integer GENERATED ALWAYS AS ((((doc->>'competition_id'))::integer)) STORED NOT NULL,
	"registration_number" integer GENERATED ALWAYS AS ((((doc->>'registration_number'))::integer)) STORED,
	"team_number" integer GENERATED ALWAYS AS ((((doc->>'team_number'))::integer)) STORED
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"team_id" integer GENERATED ALWAYS AS ((((doc->>'team_id'))::integer)) STORED NOT NULL,
	"user_id" integer GENERATED ALWAYS AS ((((doc->>'user_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"owner_id" integer GENERATED ALWAYS AS ((((doc->>'owner_id'))::integer)) STORED NOT NULL,
	"institution_id" integer GENERATED ALWAYS AS ((((doc->>'institution_id'))::integer)) STORED
);
--> statement-breakpoint
CREATE TABLE "transfer_payments" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"payment_id" integer GENERATED ALWAYS AS ((((doc->>'payment_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_logs" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"user_id" integer GENERATED ALWAYS AS ((((doc->>'user_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"user_id" integer GENERATED ALWAYS AS ((((doc->>'user_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"username" text GENERATED ALWAYS AS (lower(doc->>'username')) STORED NOT NULL,
	"role_id" integer GENERATED ALWAYS AS ((((doc->>'role_id'))::integer)) STORED,
	"status" text GENERATED ALWAYS AS ((doc->>'status')) STORED,
	"team_id" integer GENERATED ALWAYS AS ((((doc->>'team_id'))::integer)) STORED,
	"password_hash" text GENERATED ALWAYS AS ((doc->>'password')) STORED,
	"dni_digits" text GENERATED ALWAYS AS (nullif(ltrim(regexp_replace(doc->'personal_info'->>'dni', '[^0-9]', '', 'g'), '0'), '')) STORED,
	"email" text GENERATED ALWAYS AS (nullif(lower(btrim(doc->'personal_info'->>'email')), '')) STORED,
	"licence" text GENERATED ALWAYS AS (nullif(lower(btrim(doc->'personal_info'->>'licence_number')), '')) STORED,
	CONSTRAINT "users_password_is_hash" CHECK ("users"."password_hash" LIKE '$argon2id$%')
);
--> statement-breakpoint
CREATE INDEX "addresses_owner_idx" ON "addresses" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "biggest_fish_results_competition_idx" ON "biggest_fish_results" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "category_results_competition_idx" ON "category_results" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "club_requests_requested_by_idx" ON "club_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "competition_prices_competition_idx" ON "competition_prices" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "help_desk_tickets_user_idx" ON "help_desk_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_registration_idx" ON "payment_attempts" USING btree ("team_competition_id");--> statement-breakpoint
CREATE INDEX "payments_registration_idx" ON "payments" USING btree ("team_competition_id");--> statement-breakpoint
CREATE INDEX "team_competitions_team_idx" ON "team_competitions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "teams_institution_idx" ON "teams" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "user_logs_user_idx" ON "user_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_notifications_user_idx" ON "user_notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_team_idx" ON "users" USING btree ("team_id");