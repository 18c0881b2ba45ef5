import type { z } from 'zod';
import { activationSchema } from '../auth';
import { errorBodySchema } from '../core/envelope';
import * as boats from '../entities/boats';
import * as competitions from '../entities/competitions';
import * as helpDesk from '../entities/help-desk';
import * as institutions from '../entities/institutions';
import * as members from '../entities/members';
import * as notifications from '../entities/notifications';
import * as payments from '../entities/payments';
import * as people from '../entities/people';
import * as results from '../entities/results';
import * as session from '../entities/session';
import * as teamCompetitions from '../entities/team-competitions';
import * as teams from '../entities/teams';
import * as users from '../entities/users';
import * as enums from '../enums';

/**
 * Schemas published under components/schemas, by name. Any occurrence of one of these
 * exact zod objects in a request or response becomes a $ref; everything else is inlined.
 */
export const componentSchemas: ReadonlyArray<readonly [string, z.ZodTypeAny]> = [
  // Vocabulary (SPEC §3-§4)
  ['RoleId', enums.roleIdSchema],
  ['AccountStatus', enums.accountStatusSchema],
  ['Gender', enums.genderSchema],
  ['BloodType', enums.bloodTypeSchema],
  ['MemberCategory', enums.memberCategorySchema],
  ['CategoryId', enums.categoryIdSchema],
  ['PaymentType', enums.paymentTypeSchema],
  ['ProviderPaymentStatus', enums.providerPaymentStatusSchema],
  ['PaymentStatus', enums.paymentStatusSchema],
  ['TeamPaymentStatus', enums.teamPaymentStatusSchema],
  ['TeamCompetitionStatus', enums.teamCompetitionStatusSchema],
  ['TransferConfirmationStatus', enums.transferConfirmationStatusSchema],
  ['HelpTicketStatus', enums.helpTicketStatusSchema],
  ['ResponseMethod', enums.responseMethodSchema],
  ['NotificationStatus', enums.notificationStatusSchema],
  ['NotificationIcon', enums.notificationIconSchema],
  ['TeamNotificationType', enums.teamNotificationTypeSchema],
  ['UserLogAction', enums.userLogActionSchema],
  // Envelope
  ['ErrorBody', errorBodySchema],
  // Reads
  ['TokenPair', session.tokenPairSchema],
  ['PersonalInfo', people.personalInfoSchema],
  ['Address', people.addressSchema],
  ['User', users.userSchema],
  ['UserProgress', users.userProgressSchema],
  ['UserLogEntry', users.userLogEntrySchema],
  ['GeneratedCredentials', users.generatedCredentialsSchema],
  ['Institution', institutions.institutionSchema],
  ['InstitutionRef', institutions.institutionRefSchema],
  ['Team', teams.teamSchema],
  ['TeamCategory', teams.teamCategorySchema],
  ['TeamListRow', teams.teamListRowSchema],
  ['TeamDetail', teams.teamDetailSchema],
  ['AcceptedTeam', teams.acceptedTeamSchema],
  ['TeamProgress', teams.teamProgressSchema],
  ['Member', members.memberSchema],
  ['Participant', members.participantSchema],
  ['MemberCreated', members.memberCreatedSchema],
  ['Boat', boats.boatSchema],
  ['BoatListRow', boats.boatListRowSchema],
  ['Price', competitions.priceSchema],
  ['Competition', competitions.competitionSchema],
  ['RegisteredCompetition', competitions.registeredCompetitionSchema],
  ['MemberCompetitions', competitions.memberCompetitionsSchema],
  ['Category', competitions.categorySchema],
  ['FishSpecies', competitions.fishSpeciesSchema],
  ['PriceTransferDetails', competitions.priceTransferDetailsSchema],
  ['TeamCompetition', teamCompetitions.teamCompetitionSchema],
  ['Payment', payments.paymentSchema],
  ['PaymentDetail', payments.paymentDetailSchema],
  ['CashPaymentDetails', payments.cashPaymentDetailsSchema],
  ['TransferPaymentDetails', payments.transferPaymentDetailsSchema],
  ['PaymentHistoryRow', payments.paymentHistoryRowSchema],
  ['PendingTransfer', payments.pendingTransferSchema],
  ['PaymentStatusResult', payments.paymentStatusResultSchema],
  ['PaymentLink', payments.paymentLinkSchema],
  ['HelpTicket', helpDesk.helpTicketSchema],
  ['Notification', notifications.notificationSchema],
  ['TeamNotificationStatusRow', notifications.teamNotificationStatusRowSchema],
  ['OverallResult', results.overallResultSchema],
  ['BiggestFishResult', results.biggestFishResultSchema],
  ['CategoryResult', results.categoryResultSchema],
  ['CompetitionResults', results.competitionResultsSchema],
  // Request bodies and forms
  ['Credentials', session.credentialsSchema],
  ['Registration', session.registrationSchema],
  ['Activation', activationSchema],
  ['PersonalInfoInput', people.personalInfoInputSchema],
  ['AddressInput', people.addressInputSchema],
  ['UserCreateInput', users.userCreateSchema],
  ['InstitutionInput', institutions.institutionInputSchema],
  ['InstitutionPatch', institutions.institutionPatchSchema],
  ['InstitutionRequest', institutions.institutionRequestSchema],
  ['TeamInput', teams.teamInputSchema],
  ['TeamPatch', teams.teamPatchSchema],
  ['FamilyToggle', teams.familyToggleSchema],
  ['MemberInput', members.memberInputSchema],
  ['MemberPatch', members.memberPatchSchema],
  ['MemberAdminInput', members.memberAdminInputSchema],
  ['BoatInput', boats.boatInputSchema],
  ['BoatPatch', boats.boatPatchSchema],
  ['BoatAdminInput', boats.boatAdminInputSchema],
  ['PriceFields', competitions.priceFieldsSchema],
  ['PriceCreate', competitions.priceCreateSchema],
  ['PricePatch', competitions.pricePatchSchema],
  ['CompetitionInput', competitions.competitionInputSchema],
  ['CompetitionPatch', competitions.competitionPatchSchema],
  ['ExemptionInput', teamCompetitions.exemptionInputSchema],
  ['TransferPaymentInput', payments.transferPaymentInputSchema],
  ['TransferPaymentAdminInput', payments.transferPaymentAdminInputSchema],
  ['CashPaymentBody', payments.cashPaymentBodySchema],
  ['TransferConfirm', payments.transferConfirmSchema],
  ['TransferReject', payments.transferRejectSchema],
  ['CardPaymentInput', payments.cardPaymentInputSchema],
  ['HelpTicketCreate', helpDesk.helpTicketCreateSchema],
  ['HelpTicketResolve', helpDesk.helpTicketResolveSchema],
  ['TeamNotificationInput', notifications.teamNotificationInputSchema],
  ['OverallResultInput', results.overallResultInputSchema],
  ['BiggestFishResultInput', results.biggestFishResultInputSchema],
  ['CategoryResultInput', results.categoryResultInputSchema],
];
