import type { Address, PersonalInfo } from '@contracts/entities/people';
import type { AccountStatus, RoleId } from '@contracts/enums';

/**
 * Rows of the mock database: the server's view of SPEC §3, normalised (ids, not nested
 * objects) and carrying what no response shows (passwords, who did what). Handlers map rows
 * to the contract's response shapes (mocks/db/mappers, mocks/rules); rows reuse contract
 * types wherever the server stores exactly what the contract reads.
 *
 * Dates are ISO strings, so the whole database survives JSON (browser persistence) and
 * structuredClone (per-test reset) unchanged.
 */

// ---- Vocabulary the rows use (SPEC §3/§4). Swapped for the contract enums as they land. ----

export type PaymentType = 'mercadopago' | 'transfer' | 'cash';
/** SPEC §4 team in competition. */
export type TeamCompetitionStatus = 'registered' | 'payment_in_progress' | 'accepted';
/** SPEC §3 competition payment_status of a registered team. */
export type TeamPaymentStatus = 'paid' | 'unpaid' | 'pending' | 'exempt';
/** SPEC §3 own payment_status as shown in lists and admin views. */
export type PaymentStatus = 'pending' | 'approved' | 'rejected';
/** SPEC §3 card provider (Mercado Pago) status. */
export type ProviderPaymentStatus =
  | 'approved'
  | 'authorized'
  | 'in_process'
  | 'pending'
  | 'cancelled'
  | 'charged_back'
  | 'in_mediation'
  | 'refunded'
  | 'rejected';
export type TransferConfirmationStatus = 'pending' | 'confirmed' | 'rejected';
export type MemberCategory = 'journalist' | 'past_winner' | 'vip' | 'other';
export type TicketStatus = 'pending' | 'resolved';
export type ResponseMethod = 'email' | 'phone' | 'system' | 'whatsapp' | 'notification';
export type NotificationStatus = 'unread' | 'read' | 'deleted';
export type NotificationIcon = 'ship' | 'credit-card' | 'users' | 'anchor' | 'trophy' | 'check-circle';
/** SPEC §7 POST /user_notifications/teams/{teamId} notification_type. */
export type TeamNotificationType = 'missing_members' | 'missing_helmsman' | 'missing_boat' | 'payment_due';
export type UserLogAction = 'creation' | 'activation' | 'deactivation' | 'reactivation' | 'deletion';

/** SPEC §9: 1 minors (Menor), 2 female (Dama), 3 family (Familia). */
export const CategoryIds = { Minors: 1, Female: 2, Family: 3 } as const;
export type CategoryId = (typeof CategoryIds)[keyof typeof CategoryIds];

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
};

/** Addresses of users and institutions, told apart by owner_type (SPEC §3 Address). */
export type AddressRow = Address;

// ---- Clubs and teams ----

export type InstitutionRow = Timestamps & {
  id: number;
  name: string;
  president: string;
  phone_number: string;
};

/** A primary user's request for a club that does not exist yet (SPEC §2 request-institution). */
export type ClubRequestRow = Timestamps & {
  id: number;
  requested_by: number;
  name: string;
  president: string;
  phone_number: string;
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
export type TeamMemberRow = Timestamps & {
  id: number;
  user_id: number;
  team_id: number;
  is_helmsman: boolean;
  member_category: MemberCategory | null;
};

export type BoatRow = Timestamps & {
  id: number;
  team_id: number;
  name: string;
  registration_number: string;
  engine_brand: string;
  hp: number;
  has_radio: boolean;
  is_yacht: boolean;
};

// ---- Competitions and prices ----

export type CompetitionRow = Timestamps & {
  id: number;
  name: string;
  edition: number;
  description: string;
  registration_start: string;
  registration_end: string;
  start_date: string;
  end_date: string;
};

export type CompetitionPriceRow = Timestamps & {
  id: number;
  competition_id: number;
  price: number;
  installment_count: number;
  start_date: string;
  end_date: string;
  payment_type: PaymentType;
  /** Percent. */
  platform_fee: number | null;
  /** True: the fee is included in the price (the organiser receives price minus fee); false: added on top. */
  covers_platform_fee: boolean;
};

/** A team registered in a competition (SPEC §3 team detail stats, §4 team in competition). */
export type TeamCompetitionRow = Timestamps & {
  id: number;
  team_id: number;
  competition_id: number;
  status: TeamCompetitionStatus;
  payment_status: TeamPaymentStatus;
  /** Assigned when the registration is paid or exempted; removed with the exemption (SPEC §4). */
  team_number: number | null;
  /** Assigned on registration, sequential per competition. */
  registration_number: number;
  is_payment_exempt: boolean;
  exemption_reason: string | null;
  exemption_notes: string | null;
};

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
};

export type CashPaymentRow = Timestamps & {
  id: number;
  payment_id: number;
  payer_first_name: string;
  payer_last_name: string;
  payer_dni: string;
  received_date: string;
  received_by: number;
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
  checkin_url: string;
  payment_id: number | null;
};

/** Where transfers go (SPEC §3 transfer details for payer). */
export type TransferAccount = { transfer_alias: string; cvu_cbu: string; bank_name: string };

// ---- Help desk, notifications, audit ----

export type HelpDeskTicketRow = Timestamps & {
  id: number;
  /** Null for access-recovery tickets sent without a session. */
  user_id: number | null;
  name: string;
  email: string | null;
  phone_number: string | null;
  title: string;
  description: string;
  /** Access recovery only. */
  dni: string | null;
  status: TicketStatus;
  response: string | null;
  admin_comment: string | null;
  response_method: ResponseMethod | null;
  responded_by: number | null;
  closed_at: string | null;
};

export type UserNotificationRow = Timestamps & {
  id: number;
  user_id: number;
  /** Set for the per-team notifications of SPEC §2; null for general ones. */
  team_id: number | null;
  type: TeamNotificationType | 'competition_start' | 'payment_approved' | 'general';
  status: NotificationStatus;
  title: string;
  /** May hold {{placeholders}} filled from custom_data (mocks/rules/notification-text). */
  description: string;
  custom_data: Record<string, string | number>;
  icon: NotificationIcon;
  action_url: string | null;
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

export type CategoryRow = { id: CategoryId; name: string };
export type FishSpeciesRow = { id: number; name: string };

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
  categories: CategoryRow[];
  fishSpecies: FishSpeciesRow[];
  settings: SettingsRow;
};

/** The collections, for code that walks them all (persistence checks, id counters). */
export type CollectionName = { [K in keyof Db]: Db[K] extends unknown[] ? K : never }[keyof Db];

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
  categories: [],
  fishSpecies: [],
  settings: {
    scheduled_notifications_running: false,
    last_competition_start_reminder: null,
    transfer_account: { transfer_alias: '', cvu_cbu: '', bank_name: '' },
  },
});
