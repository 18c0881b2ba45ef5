import type { Boat } from '@contracts/entities/boats';
import type { CatchChange, CatchStatus } from '@contracts/entities/catches';
import type { TieBreak } from '@contracts/entities/scoring';
import type { CategoryEntry, Competition, FishSpecies, Price } from '@contracts/entities/competitions';
import type { Institution, institutionRequestSchema } from '@contracts/entities/institutions';
import type { HelpTicket } from '@contracts/entities/help-desk';
import type { Member } from '@contracts/entities/members';
import type { Notification } from '@contracts/entities/notifications';
import type { CardRefund, CashPaymentDetails } from '@contracts/entities/payments';
import type { Address, PersonalInfo } from '@contracts/entities/people';
import type { TeamCompetition } from '@contracts/entities/team-competitions';
import type {
  AccountStatus,
  CategoryId,
  PaymentStatus,
  PaymentType,
  ProviderPaymentStatus,
  RoleId,
  TeamNotificationType,
  TransferConfirmationStatus,
  UserLogAction,
} from '@contracts/enums';
import type { z } from 'zod';

/**
 * Rows of the mock database: the server's view of SPEC §3, normalised (ids, not nested
 * objects) and carrying what no response shows (passwords, who did what). Handlers map rows
 * to the contract's response shapes (mocks/db/mappers, mocks/rules); rows reuse contract
 * types wherever the server stores exactly what the contract reads.
 *
 * Dates are ISO strings, so the whole database survives JSON (browser persistence) and
 * structuredClone (per-test reset) unchanged.
 */

// ---- Vocabulary: the contract's enums, re-exported for the mock's modules. ----

export type {
  CategoryId,
  HelpTicketStatus,
  MemberCategory,
  NotificationIcon,
  NotificationStatus,
  PaymentStatus,
  PaymentType,
  ProviderPaymentStatus,
  ResponseMethod,
  TeamCompetitionStatus,
  TeamNotificationType,
  TeamPaymentStatus,
  TransferConfirmationStatus,
  UserLogAction,
} from '@contracts/enums';
export { Category as CategoryIds } from '@contracts/enums';

type Timestamps = { created_at: string; updated_at: string };

// ---- People ----

export type UserRow = Timestamps & {
  id: number;
  username: string;
  /** Plain text: a demo backend whose passwords are printed in the README. */
  password: string;
  role_id: RoleId;
  status: AccountStatus;
  /** The team the user owns or belongs to; mirrored into the access token as teamId. */
  team_id: number | null;
  /** Null until the account is activated (or an admin/owner registers the person). */
  personal_info: PersonalInfo | null;
  /**
   * Refresh tokens carry the generation they were issued in; a password reset or a
   * deactivation moves it on, so every refresh token issued before stops working
   * (mocks/rules/sessions.ts). Absent means 0.
   */
  refresh_generation?: number;
};

/** Addresses of users and institutions, told apart by owner_type (SPEC §3 Address). */
export type AddressRow = Address;

// ---- Clubs and teams ----

/** Addresses live in `addresses` (owner_type 'institution'). */
export type InstitutionRow = Omit<Institution, 'addresses'> & Timestamps;

/** A primary user's request for a club that does not exist yet (SPEC §2 request-institution). */
export type ClubRequestRow = z.output<typeof institutionRequestSchema> &
  Timestamps & {
  id: number;
  requested_by: number;
  status: 'pending' | 'approved' | 'rejected';
  /** The help-desk ticket that carries the request; while it is pending it blocks team edits (SPEC §4). */
  help_desk_ticket_id: number;
};

export type TeamRow = Timestamps & {
  id: number;
  name: string;
  institution_id: number;
  owner_id: number;
  /**
   * Category ids (SPEC §3). Family (3) is one of them, so `is_family` is derived
   * (mocks/rules/team-categories) rather than stored twice.
   */
  category_ids: CategoryId[];
};

/** Membership of a user in a team. The owner is a member too (mocks/rules/team-progress). */
export type TeamMemberRow = Pick<Member, 'id' | 'user_id' | 'is_helmsman' | 'member_category'> & Timestamps & { team_id: number };

export type BoatRow = Boat & Timestamps & { team_id: number };

// ---- Competitions and prices ----

/** Prices and registration figures are computed from their own collections when read. */
export type CompetitionRow = Omit<Competition, 'prices' | 'total_teams' | 'registered_teams' | 'accepted_teams' | 'total_paid_amount'> &
  Timestamps;

/**
 * platform_fee is a percent; covers_platform_fee true means the fee is included in the price
 * (the organiser receives price minus fee), false that it is added on top.
 */
export type CompetitionPriceRow = Price & Timestamps;

/**
 * A team registered in a competition (SPEC §4). team_number is assigned when the
 * registration is paid or exempted and removed with the exemption; registration_number is
 * assigned on registration, sequential per competition.
 */
export type TeamCompetitionRow = TeamCompetition & Timestamps;

// ---- Payments ----

export type PaymentRow = Timestamps & {
  id: number;
  team_competition_id: number;
  price_id: number;
  payment_type: PaymentType;
  status: PaymentStatus;
  /** What the organiser receives. */
  amount: number;
  /** What the payer was asked for (price plus platform fee when the fee is added on top). */
  attempt_amount: number;
  created_by: number;
  /** Card payments only. */
  mercadopago_payment_id: string | null;
  provider_status: ProviderPaymentStatus | null;
  /**
   * Card payments only: what the provider last reported beyond the status (Mercado Pago's
   * status_detail, payment method and installments; issue 34). Absent on the demo's payments.
   */
  card_facts?: CardPaymentFacts;
  /**
   * Card payments only: a charge the registration could not take (paid another way meanwhile),
   * recorded as rejected and returned to the payer through the provider (docs/decisions/0067).
   */
  card_refund?: CardRefund;
};

/** A card payment as its provider describes it (mocks/rules/card-payment-reports.ts). */
export type CardPaymentFacts = { status_detail: string | null; payment_method: string | null; installments: number | null };

export type CashPaymentRow = Omit<CashPaymentDetails, 'received_by_username'> &
  Timestamps & {
    id: number;
    payment_id: number;
    /** Null while an owner's cash payment is a declaration no admin has confirmed (decision 0007). */
    received_by: number | null;
  };

export type TransferPaymentRow = Timestamps & {
  id: number;
  payment_id: number;
  sender_first_name: string;
  sender_last_name: string;
  sender_cuit: string;
  confirmation_status: TransferConfirmationStatus;
  confirmed_at: string | null;
  confirmed_by: number | null;
  rejection_reason: string | null;
  admin_notes: string | null;
};

/** A card-payment link handed out by GET /payment_attempts (SPEC §7). */
export type PaymentAttemptRow = Timestamps & {
  id: number;
  team_competition_id: number;
  price_id: number;
  amount: number;
  /**
   * The id the demo "provider" returns with (?payment_id=): random, so nobody can guess
   * another link's id, and bound to this attempt's registration (decision 0007).
   */
  provider_payment_id: string;
  checkin_url: string;
  payment_id: number | null;
  /**
   * What the tester chose on the demo checkout (docs/decisions/0019), the provider's answer
   * once the payer comes back. Absent (the seed's attempts, a link never taken to the
   * checkout) reads as approved, as before the demo checkout existed.
   */
  provider_decision?: CardCheckoutDecision;
  /**
   * Mercado Pago only (issue 34): the Checkout Pro preference created for this link; its
   * init_point is `checkin_url`. A second request for the same registration and price reuses it.
   */
  mp_preference_id?: string;
  /**
   * When the registration was paid another way (or exempted) while this link was not used: the link
   * is closed — never handed out again, its checkout refuses it (decision 0067).
   */
  closed_at?: string;
  /** Mercado Pago only: when its preference was expired at Mercado Pago after the link was closed. */
  mp_preference_expired_at?: string;
};

/** The demo checkout's three outcomes, as the card provider reports them. */
export type CardCheckoutDecision = 'approved' | 'in_process' | 'rejected';

/** Where transfers go (SPEC §3 transfer details for payer). */
export type TransferAccount = { transfer_alias: string; cvu_cbu: string; bank_name: string; account_holder: string };

// ---- Help desk, notifications, audit ----

/** responded_by_username is read from the responder's row. */
export type HelpDeskTicketRow = Omit<HelpTicket, 'responded_by_username'>;

export type UserNotificationRow = Notification & {
  user_id: number;
  /** Set for the per-team notifications of SPEC §2; null for general ones. */
  team_id: number | null;
  /** Which template it came from (mocks/rules/notification-text); the description keeps its {{placeholders}}. */
  type:
    | TeamNotificationType
    | 'competition_start'
    | 'payment_approved'
    | 'payment_rejected'
    | 'payment_reversed'
    | 'card_payment_rejected'
    | 'card_charge_refunded'
    | 'payment_exempted'
    | 'payment_exemption_removed'
    | 'help_ticket_resolved'
    | 'catch_rejected'
    | 'general';
  created_at: string;
};

export type UserLogRow = {
  id: number;
  user_id: number;
  action: UserLogAction;
  reason: string | null;
  /** Null when the user acted on their own account (registration, activation). */
  performed_by: number | null;
  created_at: string;
};

// ---- Results and catalogues ----

export type OverallResultRow = Timestamps & {
  id: number;
  competition_id: number;
  team_id: number;
  final_position: number;
  total_points: number;
  species_count: number;
  pieces_count: number;
};

export type BiggestFishResultRow = Timestamps & {
  id: number;
  competition_id: number;
  team_id: number;
  /** The user who caught it. */
  participant_id: number;
  fish_species_id: number;
  size_cm: number;
  points: number;
};

export type CategoryResultRow = Timestamps & {
  id: number;
  competition_id: number;
  team_id: number;
  category_id: CategoryId;
  points: number;
  species_count: number;
  pieces_count: number;
};

// ---- Tournament day (issue 35, docs/decisions/0071) ----

/** A competition's scoring set-up; at most one per competition (absent: no species, default tie-breaks). */
export type ScoringRow = {
  id: number;
  competition_id: number;
  species: { fish_species_id: number; min_size_cm: number; points_per_piece: number; points_per_cm: number }[];
  tie_breaks: TieBreak[];
  updated_at: string;
  updated_by: number;
};

/** A team's departure from the dock and its return, one per team and competition. */
export type CheckInRow = Timestamps & {
  id: number;
  competition_id: number;
  team_id: number;
  departed_at: string;
  departed_by: number;
  returned_at: string | null;
  returned_by: number | null;
};

/** One change after the log: by whom (a user id), when, why, and the fields with their old and new values. */
export type CatchHistoryRow = { at: string; by: number; reason: string | null; changes: CatchChange[] };

/** A piece a judge logged; only accepted ones score (mocks/rules/tournament-scoring.ts). */
export type CatchRow = Timestamps & {
  id: number;
  competition_id: number;
  team_id: number;
  fish_species_id: number;
  size_cm: number;
  /** The member (user id) who caught it. */
  participant_id: number;
  caught_at: string;
  photo_ref: string | null;
  status: CatchStatus;
  rejection_reason: string | null;
  logged_by: number;
  history: CatchHistoryRow[];
};

export type CategoryRow = CategoryEntry;
export type FishSpeciesRow = FishSpecies;

/**
 * The first successful answer to a create sent with an Idempotency-Key (mocks/core/idempotency.ts,
 * docs/decisions/0027): kept with the rest of the database, so a reset forgets it and a
 * reload of the demo remembers it.
 */
export type IdempotencyRow = {
  id: number;
  /** `user:<id>` for a signed-in caller, `anon` for a create without a session (register, access recovery). */
  scope: string;
  key: string;
  /** SHA-256 of the operation, the path, the query and the JSON body (keys sorted). */
  fingerprint: string;
  status: number;
  /** The envelope as it was sent. */
  body: unknown;
  created_at: string;
};

/** A catch's photo as uploaded (mocks/rules/catch-photos.ts): the data URL, whose it is and when. */
export type CatchPhotoRow = {
  /** 32 hex characters of SHA-256(uploader id, data URL): the same photo by the same judge is one row. */
  ref: string;
  uploaded_by: number;
  /** data:image/jpeg;base64,… (or WebP), at most CATCH_PHOTO_MAX_BYTES decoded. */
  image: string;
  bytes: number;
  created_at: string;
};

/**
 * A refresh token that was handed out (mocks/rules/refresh-tokens.ts, docs/decisions/0066): only
 * its SHA-256 is kept, so a copy of the database renews nobody's session. A token is spent
 * by its first refresh, which names its one successor.
 */
export type RefreshTokenRow = {
  /** SHA-256 (hex) of the token as sent. */
  token_hash: string;
  user_id: number;
  /** The user's refresh generation when issued (docs/decisions/0035). */
  generation: number;
  /** Seconds since the epoch, as in the token's claims. */
  issued_at: number;
  expires_at: number;
  /** When its refresh spent it (seconds); null while unspent. */
  rotated_at: number | null;
  successor_hash: string | null;
};

/** Singletons of the notifications screen and the payer's transfer details. */
export type SettingsRow = {
  scheduled_notifications_running: boolean;
  last_competition_start_reminder: string | null;
  transfer_account: TransferAccount;
};

export type Db = {
  users: UserRow[];
  addresses: AddressRow[];
  institutions: InstitutionRow[];
  clubRequests: ClubRequestRow[];
  teams: TeamRow[];
  teamMembers: TeamMemberRow[];
  boats: BoatRow[];
  competitions: CompetitionRow[];
  competitionPrices: CompetitionPriceRow[];
  teamCompetitions: TeamCompetitionRow[];
  payments: PaymentRow[];
  cashPayments: CashPaymentRow[];
  transferPayments: TransferPaymentRow[];
  paymentAttempts: PaymentAttemptRow[];
  helpDeskTickets: HelpDeskTicketRow[];
  userNotifications: UserNotificationRow[];
  userLogs: UserLogRow[];
  overallResults: OverallResultRow[];
  biggestFishResults: BiggestFishResultRow[];
  categoryResults: CategoryResultRow[];
  scorings: ScoringRow[];
  checkIns: CheckInRow[];
  catches: CatchRow[];
  categories: CategoryRow[];
  fishSpecies: FishSpeciesRow[];
  idempotencyKeys: IdempotencyRow[];
  /** The production server keeps these in a table of their own, outside the memory image (server/security/refresh-token-table.ts). */
  refreshTokens: RefreshTokenRow[];
  /**
   * Catch photos (docs/decisions/0073): a list only once the first is uploaded (no seed row, so
   * a stored demo database keeps its shape). The production server keeps them in a table of
   * their own, outside the memory image (server/store/catch-photo-table.ts).
   */
  catchPhotos?: CatchPhotoRow[];
  settings: SettingsRow;
};

/** The collections of rows with ids, for code that walks them all (persistence checks, id counters). */
export type CollectionName = { [K in keyof Db]-?: Db[K] extends { id: number }[] ? K : never }[keyof Db];

export const emptyDb = (): Db => ({
  users: [],
  addresses: [],
  institutions: [],
  clubRequests: [],
  teams: [],
  teamMembers: [],
  boats: [],
  competitions: [],
  competitionPrices: [],
  teamCompetitions: [],
  payments: [],
  cashPayments: [],
  transferPayments: [],
  paymentAttempts: [],
  helpDeskTickets: [],
  userNotifications: [],
  userLogs: [],
  overallResults: [],
  biggestFishResults: [],
  categoryResults: [],
  scorings: [],
  checkIns: [],
  catches: [],
  categories: [],
  fishSpecies: [],
  idempotencyKeys: [],
  refreshTokens: [],
  settings: {
    scheduled_notifications_running: false,
    last_competition_start_reminder: null,
    transfer_account: { transfer_alias: '', cvu_cbu: '', bank_name: '', account_holder: '' },
  },
});
