import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { boatInputSchema } from '@contracts/entities/boats';
import { competitionInputSchema, competitionPatchSchema, priceFieldsSchema } from '@contracts/entities/competitions';
import { accessRecoveryFormSchema, accessRecoveryTicket, helpTicketInputSchema, helpTicketResolveSchema } from '@contracts/entities/help-desk';
import { institutionInputSchema, institutionRequestSchema } from '@contracts/entities/institutions';
import { memberInputSchema, memberPatchSchema } from '@contracts/entities/members';
import { cashPaymentInputSchema, transferPaymentInputSchema } from '@contracts/entities/payments';
import { biggestFishResultInputSchema, categoryResultInputSchema, overallResultInputSchema } from '@contracts/entities/results';
import { exemptionInputSchema } from '@contracts/entities/team-competitions';
import { teamInputSchema } from '@contracts/entities/teams';
import { userCreateSchema } from '@contracts/entities/users';
import { endpoints } from '@contracts/index';
import { emptyAsNull } from '@/lib/forms/empty-as-null';

/** First message per field, as a form shows them (empty optional fields become null first, SPEC §5). */
const messages = (schema: z.ZodTypeAny, value: unknown): Record<string, string> => {
  const result = schema.safeParse(emptyAsNull(schema, value));
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
};

const competition = {
  name: 'Concurso del Paraná',
  edition: 13,
  description: 'Pesca variada embarcada',
  registration_start: '2026-01-01',
  registration_end: '2026-02-01',
  start_date: '2026-02-10T09:00:00.000Z',
  end_date: '2026-02-11T20:00:00.000Z',
  prices: [{ price: 210000, installment_count: 1, start_date: '2026-01-01', end_date: '2026-02-01', payment_type: 'transfer' }],
};

const member = {
  dni: '30111222',
  first_name: 'Lucía',
  last_name: 'Fernández',
  primary_phone_number: '3415556677',
  birth_date: '1990-04-12',
  gender: 'F',
  is_helmsman: false,
};

describe('request schemas carry SPEC §5 rules and messages', () => {
  it('competition: the three date-order messages, each on the field it names', () => {
    expect(competitionInputSchema.safeParse(competition).success).toBe(true);
    expect(
      messages(competitionInputSchema, {
        ...competition,
        registration_start: '2026-03-01',
        registration_end: '2026-02-20',
        start_date: '2026-02-15',
        end_date: '2026-02-14',
      }),
    ).toEqual({
      registration_end: 'La finalización del registro debe ser antes del inicio de la competencia.',
      registration_start: 'El inicio del registro debe ser antes de su finalización.',
      start_date: 'El inicio de la competencia debe ser antes del final.',
    });
  });

  it('competition: limits, at least one price, and an edit with only the changed fields', () => {
    expect(messages(competitionInputSchema, { ...competition, name: 'ab', edition: 0, prices: [] })).toEqual({
      name: 'Debe tener al menos 3 caracteres',
      edition: 'Debe ser al menos 1',
      prices: 'Debe haber al menos un precio',
    });
    expect(competitionPatchSchema.parse({ description: 'Nueva descripción' })).toEqual({ description: 'Nueva descripción' });
    expect(messages(competitionPatchSchema, { start_date: '2026-02-15', end_date: '2026-02-14' })).toEqual({
      start_date: 'El inicio de la competencia debe ser antes del final.',
    });
  });

  it('price: price and installments at least 1, payment type required, fee optional', () => {
    expect(messages(priceFieldsSchema, { price: 0, installment_count: 0, start_date: '', end_date: '2026-01-01' })).toEqual({
      price: 'Debe ser al menos 1',
      installment_count: 'Debe ser al menos 1',
      start_date: 'Este campo es obligatorio',
      payment_type: 'Este campo es obligatorio',
    });
  });

  it('member: a helmsman needs a licence; edits check it only when both fields are sent', () => {
    expect(memberInputSchema.safeParse(member).success).toBe(true);
    expect(messages(memberInputSchema, { ...member, is_helmsman: true, licence_number: '' })).toEqual({
      licence_number: 'Se necesita licencia para ser timonel',
    });
    expect(memberPatchSchema.safeParse({ is_helmsman: true }).success).toBe(true);
    expect(messages(memberPatchSchema, { is_helmsman: true, licence_number: '  ' })).toEqual({
      licence_number: 'Se necesita licencia para ser timonel',
    });
  });

  it('member: DNI 4-50, phone 8-15, email 8-100 and valid, gender required, empty optionals sent as null', () => {
    expect(messages(memberInputSchema, { ...member, dni: '123', primary_phone_number: '1234567', email: 'a@b', gender: undefined })).toEqual({
      dni: 'Debe tener al menos 4 caracteres',
      primary_phone_number: 'Debe tener al menos 8 caracteres',
      email: 'Debe tener al menos 8 caracteres',
      gender: 'Este campo es obligatorio',
    });
    expect(memberInputSchema.parse(emptyAsNull(memberInputSchema, { ...member, email: '', blood_type: '' }))).toMatchObject({ email: null, blood_type: null });
    // On the wire '' is not "none": the server, like the document's minLength, refuses it.
    expect(messages(memberInputSchema, { ...member, email: '' })).toEqual({});
    expect(memberInputSchema.safeParse({ ...member, email: '' }).success).toBe(false);
  });

  it('team, institution and institution request', () => {
    expect(messages(teamInputSchema, { name: 'Lo' })).toEqual({
      name: 'Debe tener al menos 3 caracteres',
      institution_id: 'Este campo es obligatorio',
    });
    const address = { address_line: 'Av. Costanera 100', city: 'San Pedro', state: 'Buenos Aires', country: 'Argentina' };
    expect(
      messages(institutionInputSchema, { name: 'Club', president: 'Ana', phone_number: '341555667', addresses: [address] }),
    ).toEqual({ phone_number: 'Por favor, sigue el formato solicitado' });
    expect(messages(institutionInputSchema, { name: 'Club', president: 'x'.repeat(251), phone_number: '3415556677', addresses: [] })).toEqual({
      president: 'No debe tener más de 250 caracteres',
      addresses: 'Por favor, rellene todos los campos requeridos',
    });
    expect(messages(institutionRequestSchema, { name: 'Club', president: 'x'.repeat(101), phone_number: '3415556677' })).toEqual({
      president: 'No debe tener más de 100 caracteres',
    });
  });

  it('boat: name 3-20, engine brand 2-20, hp 1-1000', () => {
    expect(
      messages(boatInputSchema, { name: 'x'.repeat(21), registration_number: '', engine_brand: 'Y', hp: 1001, has_radio: true, is_yacht: false }),
    ).toEqual({
      name: 'No debe tener más de 20 caracteres',
      registration_number: 'Este campo es obligatorio',
      engine_brand: 'Debe tener al menos 2 caracteres',
      hp: 'No debe ser más de 1000',
    });
  });

  it('admin-created user: username rules of sign-up, and a team for primary and invited users', () => {
    expect(messages(userCreateSchema, { username: '_pepe_', role_id: 2 })).toEqual({
      username: 'No puede comenzar con un punto o guion bajo',
    });
    expect(messages(userCreateSchema, { username: 'pepe.rios', role_id: 3 })).toEqual({
      team_id: 'Debe seleccionar un equipo para este rol',
    });
    expect(userCreateSchema.safeParse({ username: 'admin.norte', role_id: 2 }).success).toBe(true);
  });

  it('transfer and cash payments: all fields required, CUIT of 11 digits typed as 2-8-1', () => {
    expect(messages(transferPaymentInputSchema, { sender_first_name: ' ', sender_last_name: 'Paz', sender_cuit: '20-1234567-8' })).toEqual({
      comp_price_id: 'Error: No se encontraron los detalles de la transferencia',
      sender_first_name: 'Este campo es obligatorio',
      sender_cuit: 'CUIT debe tener exactamente 11 dígitos',
    });
    const cuitOf = (typed: string) =>
      transferPaymentInputSchema.parse({ comp_price_id: 4, sender_first_name: 'Ana', sender_last_name: 'Paz', sender_cuit: typed }).sender_cuit;
    // Sent as the document's pattern says (2-8-1 with hyphens), however the form's input was typed.
    expect(cuitOf('20-12345678-9')).toBe('20-12345678-9');
    expect(cuitOf('20123456789')).toBe('20-12345678-9');
    expect(cuitOf(' 20 12345678 9 ')).toBe('20-12345678-9');
    expect(messages(cashPaymentInputSchema, { comp_price_id: 4, payer_first_name: 'Ana', payer_last_name: 'Paz', payer_dni: '' })).toEqual({
      payer_dni: 'Este campo es obligatorio',
    });
  });

  it('exemption: reason required; notes required (4-250) only for "other", and dropped otherwise', () => {
    expect(messages(exemptionInputSchema, {})).toEqual({ exemption_reason: 'Por favor, rellene el motivo de la exención' });
    expect(messages(exemptionInputSchema, { exemption_reason: 'other', exemption_notes: '' })).toEqual({
      exemption_notes: 'Este campo es obligatorio',
    });
    expect(messages(exemptionInputSchema, { exemption_reason: 'other', exemption_notes: 'abc' })).toEqual({
      exemption_notes: 'Debe tener al menos 4 caracteres',
    });
    expect(exemptionInputSchema.parse({ exemption_reason: 'journalist', exemption_notes: 'x' })).toEqual({
      exemption_reason: 'journalist',
      exemption_notes: null,
    });
  });

  it('help desk: ticket limits, access recovery ticket, resolve needs a response method', () => {
    expect(messages(helpTicketInputSchema, { title: 'ab', description: 'x'.repeat(1001) })).toEqual({
      title: 'Debe tener al menos 3 caracteres',
      description: 'No debe tener más de 1000 caracteres',
    });
    const form = accessRecoveryFormSchema.parse({
      first_name: 'Jorge',
      last_name: 'Benítez',
      dni: '28456123',
      phone_number: '3329456789',
      birth_date: '1979-05-14',
    });
    const ticket = accessRecoveryTicket(form);
    expect(ticket.description).toBe('DNI: 28456123. Nombre: Jorge Benítez. Fecha de nacimiento: 14-05-1979. Teléfono: 3329456789.');
    expect(endpoints.helpDesk.create.body!.parse(ticket)).toMatchObject({ dni: '28456123' });
    expect(messages(helpTicketResolveSchema, { response: 'Le escribimos por correo' })).toEqual({
      response_method: 'Debe seleccionar una forma de respuesta',
    });
    expect(messages(endpoints.helpDesk.get.params!, { id: 'abc' })).toEqual({ id: 'ID de ticket inválido' });
  });

  it('results: each modal has its own required message; numbers at least 0', () => {
    expect(messages(overallResultInputSchema, { competition_id: 2, total_points: -1, total_species: 0, total_pieces: 0 })).toEqual({
      team_id: 'Por favor selecciona un equipo y una posición',
      final_position: 'Por favor selecciona un equipo y una posición',
      total_points: 'Debe ser al menos 0',
    });
    expect(messages(overallResultInputSchema, { competition_id: 2, team_id: 1, final_position: 16, total_points: 0, total_species: 0, total_pieces: 0 })).toEqual({
      final_position: 'No debe ser más de 15',
    });
    expect(messages(biggestFishResultInputSchema, { competition_id: 2, team_id: 1, size_cm: 82.5, points: 10 })).toEqual({
      participant_id: 'Por favor completa todos los campos requeridos',
      fish_species_id: 'Por favor completa todos los campos requeridos',
    });
    expect(messages(categoryResultInputSchema, { competition_id: 2, team_id: 1, points: 0, species_count: 0, pieces_count: 0 })).toEqual({
      category_id: 'Por favor selecciona un equipo y una categoría',
    });
  });
});
