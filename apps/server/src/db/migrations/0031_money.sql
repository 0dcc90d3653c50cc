CREATE TABLE "bank_lines" (
	"line_id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"counterparty" text DEFAULT '' NOT NULL,
	"family_id" integer,
	"matched_by" text NOT NULL,
	"status" text NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_lines_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "bank_lines_format_check" CHECK ("bank_lines"."format" in ('csv', 'ofx', 'mt940', 'camt053')),
	CONSTRAINT "bank_lines_matched_by_check" CHECK ("bank_lines"."matched_by" in ('reference', 'amount', 'none')),
	CONSTRAINT "bank_lines_status_check" CHECK ("bank_lines"."status" in ('to_confirm', 'confirmed', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "bank_mappings" (
	"bank" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"family_id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"merged_into" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"payee" text DEFAULT '' NOT NULL,
	"sort_code" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"reminders" boolean DEFAULT false NOT NULL,
	"overdue_flag_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_settings_one_row" CHECK ("finance_settings"."id" = 1),
	CONSTRAINT "finance_settings_flag_check" CHECK ("finance_settings"."overdue_flag_days" is null or "finance_settings"."overdue_flag_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "kit_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"window_id" integer NOT NULL,
	"name" text NOT NULL,
	"sizes" jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"numbered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "kit_items_price_check" CHECK ("kit_items"."price_minor" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "kit_orders" (
	"item_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"shirt_number" integer,
	"ordered_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_orders_item_id_player_id_pk" PRIMARY KEY("item_id","player_id"),
	CONSTRAINT "kit_orders_quantity_check" CHECK ("kit_orders"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "kit_windows" (
	"window_id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"title" text NOT NULL,
	"closes_on" date NOT NULL,
	"charged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"player_id" integer,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"due_on" date NOT NULL,
	"method" text,
	"external_id" text,
	"source" text,
	"bank_line_id" integer,
	"recorded_by" integer,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_source_unique" UNIQUE("source"),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('charge', 'payment', 'adjustment', 'credit')),
	CONSTRAINT "ledger_entries_category_check" CHECK ("ledger_entries"."category" in ('subs', 'match_fee', 'one_off', 'kit', 'payment', 'adjustment', 'credit')),
	CONSTRAINT "ledger_entries_sign_check" CHECK (("ledger_entries"."kind" = 'charge' and "ledger_entries"."amount_minor" > 0)
        or ("ledger_entries"."kind" in ('payment', 'credit') and "ledger_entries"."amount_minor" < 0)
        or ("ledger_entries"."kind" = 'adjustment' and "ledger_entries"."amount_minor" <> 0)),
	CONSTRAINT "ledger_entries_amount_check" CHECK (abs("ledger_entries"."amount_minor") <= 100000000),
	CONSTRAINT "ledger_entries_method_check" CHECK ("ledger_entries"."method" in ('bank_transfer', 'cash', 'card', 'cheque', 'other'))
);
--> statement-breakpoint
CREATE TABLE "team_fees" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"match_fee_minor" integer NOT NULL,
	"basis" text NOT NULL,
	"since" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_fees_amount_check" CHECK ("team_fees"."match_fee_minor" between 0 and 100000000),
	CONSTRAINT "team_fees_basis_check" CHECK ("team_fees"."basis" in ('played', 'selected'))
);
--> statement-breakpoint
ALTER TABLE "email_preferences" DROP CONSTRAINT "email_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "family_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "treasurer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_family_id_families_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("family_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_imported_by_users_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_merged_into_families_family_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."families"("family_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_items" ADD CONSTRAINT "kit_items_window_id_kit_windows_window_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."kit_windows"("window_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_item_id_kit_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."kit_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_orders" ADD CONSTRAINT "kit_orders_ordered_by_users_user_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_windows" ADD CONSTRAINT "kit_windows_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_family_id_families_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("family_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bank_line_id_bank_lines_line_id_fk" FOREIGN KEY ("bank_line_id") REFERENCES "public"."bank_lines"("line_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_fees" ADD CONSTRAINT "team_fees_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_lines_status_idx" ON "bank_lines" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ledger_entries_family_idx" ON "ledger_entries" USING btree ("family_id","due_on");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_family_id_families_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("family_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_family_idx" ON "players" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_kind_check" CHECK ("email_preferences"."kind" in ('availability_request', 'reminder', 'squad', 'fixture_change', 'club_message', 'match_day',
        'payments'));--> statement-breakpoint
INSERT INTO "finance_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
