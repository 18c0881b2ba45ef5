import { z } from 'zod';
import { id, isoDate, isoDateTime, optionalText, requiredText } from '../core/fields';
import { helpTicketStatusSchema, responseMethodSchema } from '../enums';
import { formMessages } from '../messages';
import { institutionRequestSchema, type InstitutionRequest } from './institutions';
import { dniField, phone10 } from './people';

/** SPEC §3 help-desk ticket. Access-recovery tickets have no user and carry the DNI. */
export const helpTicketSchema = z.object({
  id,
  user_id: id.nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  dni: z.string().nullable(),
  status: helpTicketStatusSchema,
  response: z.string().nullable(),
  admin_comment: z.string().nullable(),
  response_method: responseMethodSchema.nullable(),
  responded_by: id.nullable(),
  responded_by_username: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  closed_at: isoDateTime.nullable(),
});
export type HelpTicket = z.infer<typeof helpTicketSchema>;

// ---- Forms ----

/** SPEC §5 Help ticket: title 3-100, description 3-1000. */
export const helpTicketInputSchema = z.object({
  title: requiredText(3, 100),
  description: requiredText(3, 1000),
});

/**
 * Body of POST /help_desk_tickets. A signed-in user sends title and description; the
 * access-recovery form adds the DNI (no session); the request-institution form adds the
 * requested club, which is what lets the server block team edits while it is pending.
 */
export const helpTicketCreateSchema = helpTicketInputSchema.extend({
  dni: dniField.optional(),
  institution_request: institutionRequestSchema.optional(),
});
export type HelpTicketCreate = z.input<typeof helpTicketCreateSchema>;

/** SPEC §5 Access recovery: all required; names 3-100, DNI, phone of 10, birth date. */
export const accessRecoveryFormSchema = z.object({
  first_name: requiredText(3, 100),
  last_name: requiredText(3, 100),
  dni: dniField,
  phone_number: phone10,
  birth_date: isoDate,
});
export type AccessRecoveryForm = z.output<typeof accessRecoveryFormSchema>;

/** yyyy-mm-dd → dd-mm-yyyy (SPEC §3: 'birth date day-month-year'). */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

/** Title of the ticket the access-recovery form sends. */
export const ACCESS_RECOVERY_TITLE = 'Recuperación de acceso';

/** The ticket an access-recovery form sends: everything an admin needs to identify the person. */
export const accessRecoveryTicket = (form: AccessRecoveryForm): HelpTicketCreate => ({
  title: ACCESS_RECOVERY_TITLE,
  description:
    `DNI: ${form.dni}. Nombre: ${form.first_name} ${form.last_name}. ` +
    `Fecha de nacimiento: ${dayMonthYear(form.birth_date)}. Teléfono: ${form.phone_number}.`,
  dni: form.dni,
});

/** Title of the ticket the request-institution form sends: the only mark it keeps on reads. */
export const INSTITUTION_REQUEST_TITLE = 'Solicitud de nueva barra pesquera';

/** The ticket the request-institution form sends. */
export const institutionRequestTicket = (club: InstitutionRequest): HelpTicketCreate => ({
  title: INSTITUTION_REQUEST_TITLE,
  description: `Barra: ${club.name}. Presidente: ${club.president}. Teléfono: ${club.phone_number}.`,
  institution_request: club,
});

/** SPEC §5 resolve: a response and the channel it went through (`formMessages.responseMethod`). */
export const helpTicketResolveSchema = z.object({
  response: requiredText(3, 1000),
  response_method: z.enum(responseMethodSchema.options, { errorMap: () => ({ message: formMessages.responseMethod }) }),
  admin_comment: optionalText(1, 1000),
});
export type HelpTicketResolve = z.input<typeof helpTicketResolveSchema>;

/**
 * A pending request for a new club, among the user's own tickets: while one exists the
 * owner may not create or edit a team (SPEC §4).
 */
export const isPendingInstitutionRequest = (ticket: Pick<HelpTicket, 'title' | 'status'>) =>
  ticket.status === 'pending' && ticket.title === INSTITUTION_REQUEST_TITLE;
