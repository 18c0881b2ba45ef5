import { describe, expect, it } from 'vitest';
import { cuitField, toDigits } from '@contracts/core/fields';
import { dniField } from '@contracts/entities/people';
import { memberFieldsSchema } from '@contracts/entities/members';
import { membersOf, userById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { callApi, loginAs } from './http';
import { newMemberInput } from '../../fixtures/new-member';

/** One person, one DNI (issue 19): DNI and phone numbers are their digits, however typed (docs/decisions/0029). */
const teamOf = (username: string) => userByUsername(db(), username)!.team_id!;
/** A member of the owner's team who is not the owner, and the DNI of somebody else. */
const mateOf = (owner: string) => membersOf(db(), teamOf(owner)).find((m) => m.user_id !== userByUsername(db(), owner)!.id)!;
const dotted = (dni: string) => dni.replace(/\B(?=(\d{3})+$)/g, '.');

describe('numbers are their digits', () => {
  it.each([
    ['36.020.003', '36020003'],
    [' 36 020 003 ', '36020003'],
    ['(341) 555-0000', '3415550000'],
    ['341/555.0000', '3415550000'],
    ['AB123456', 'AB123456'],
    ['+54 341 5550000', '+54 341 5550000'],
  ])('toDigits(%j) is %j', (typed, stored) => expect(toDigits(typed)).toBe(stored));

  it('parses a DNI typed with dots to its digits, and a CUIT typed with any separator to 2-8-1', () => {
    expect(dniField.parse('30.111.222')).toBe('30111222');
    expect(cuitField().parse('27.30111222.4')).toBe('27-30111222-4');
    expect(memberFieldsSchema.parse(newMemberInput({ dni: '40.111.222', primary_phone_number: '(341) 555-0000' }))).toMatchObject({ dni: '40111222', primary_phone_number: '3415550000' });
  });

  it("refuses a member's DNI already used, typed with dots (409 DNI_IN_USE), as it refuses it typed plain", async () => {
    const { accessToken } = await loginAs('capitan.completo');
    const mate = mateOf('capitan.completo');
    const other = db().users.find((u) => u.personal_info?.dni && /^\d{7,8}$/.test(u.personal_info.dni) && u.team_id !== teamOf('capitan.completo'))!;
    const dni = other.personal_info!.dni;
    for (const typed of [dni, dotted(dni)]) {
      const reply = await callApi('PATCH', `/team_members/${mate.user_id}`, { token: accessToken, body: { dni: typed } });
      expect(reply, typed).toMatchObject({ status: 409, body: { additionalData: { errorCode: 'DNI_IN_USE' } } });
    }
    expect(userById(db(), mate.user_id)!.personal_info!.dni).not.toBe(dni);
  });

  it('stores the digits of a new member\'s DNI and phones', async () => {
    const { accessToken } = await loginAs('capitan.incompleto');
    const reply = await callApi('POST', '/team_members/register', {
      token: accessToken,
      body: newMemberInput({ dni: '40.111.222', primary_phone_number: '(341) 555-0000', emergency_contact_number: '341 444 5555' }),
    });
    expect(reply.status).toBe(201);
    const user = userById(db(), (reply.body.data as { user: { id: number } }).user.id)!;
    expect(user.personal_info).toMatchObject({ dni: '40111222', primary_phone_number: '3415550000', emergency_contact_number: '3414445555' });
  });

  it('refuses a member whose DNI is stored with separators by someone typing it plain', async () => {
    // A row written before numbers were stored as digits keeps its dots: the comparison still reads digits.
    const mate = mateOf('capitan.completo');
    userById(db(), mate.user_id)!.personal_info!.dni = '41.222.333';
    const { accessToken } = await loginAs('capitan.incompleto');
    const reply = await callApi('POST', '/team_members/register', { token: accessToken, body: newMemberInput({ dni: '41222333' }) });
    expect(reply).toMatchObject({ status: 409, body: { additionalData: { errorCode: 'DNI_IN_USE' } } });
  });
});
