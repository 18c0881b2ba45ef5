import { beforeEach, describe, expect, it } from 'vitest';
import { catchesEndpoints } from '@contracts/catches';
import { catchesMessages } from '@contracts/catches-messages';
import { checkInsEndpoints } from '@contracts/check-ins';
import { checkInMessages } from '@contracts/check-ins-messages';
import { credentialQrText } from '@contracts/core/credential-qr';
import { scoringEndpoints } from '@contracts/scoring';
import { scoringMessages } from '@contracts/scoring-messages';
import { teamsEndpoints } from '@contracts/teams';
import { membersEndpoints } from '@contracts/members';
import { boatsEndpoints } from '@contracts/boats';
import { competitionsEndpoints } from '@contracts/competitions';
import { usersEndpoints } from '@contracts/users';
import { usersApiMessages } from '@contracts/users-messages';
import { Role } from '@contracts/roles';
import { membersOf, teamById, userById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import type { ApiClient } from '@/api/client';
import { callApi, loginAs } from './http';
import { clientAs } from './signed-in-client';

/** Issue 35, first slice: the judge's account, the scoring set-up, the dock, the catches and the jury. */

const competition = () => currentCompetition(db())!;
const accepted = () =>
  db()
    .teamCompetitions.filter((r) => r.competition_id === competition().id && r.status === 'accepted' && r.team_number !== null)
    .sort((a, b) => a.team_number! - b.team_number!);
const PEJERREY = () => db().fishSpecies[0]!;
const BOGA = () => db().fishSpecies[1]!;
const OTHER_SPECIES = () => db().fishSpecies[2]!;

let judge: ApiClient;
let judgeName: string;
let judgeToken: string;
let admin: ApiClient;

async function newJudge() {
  const system = await clientAs('admin.sistema');
  const created = await system.call(usersEndpoints.create, { body: { username: `fiscal.${Math.floor(Math.random() * 1e6)}`, role_id: Role.Judge } });
  expect(created.statusCode).toBe(201);
  const { username, password } = created.data!;
  return { username, client: await clientAs(username, password), token: (await loginAs(username, password)).accessToken };
}

async function setUpScoring() {
  const reply = await admin.call(scoringEndpoints.update, {
    params: { id: competition().id },
    body: {
      species: [
        { fish_species_id: PEJERREY().id, min_size_cm: 25, points_per_piece: 10, points_per_cm: 1 },
        { fish_species_id: BOGA().id, min_size_cm: 42, points_per_piece: 20, points_per_cm: 0.5 },
      ],
      tie_breaks: ['species_count', 'pieces_count', 'biggest_piece', 'earliest_time'],
    },
  });
  expect(reply.statusCode).toBe(200);
}

beforeEach(async () => {
  admin = await clientAs('admin.cliente');
  ({ client: judge, username: judgeName, token: judgeToken } = await newJudge());
});

describe("a judge's account (role 5, decision 0071)", () => {
  it('is created active by the system admin and opens only the tournament day', async () => {
    const row = userByUsername(db(), judgeName)!;
    expect(row).toMatchObject({ role_id: Role.Judge, status: 'active', team_id: null });
    expect((await judge.call(checkInsEndpoints.list, { query: { competition_id: competition().id } })).statusCode).toBe(200);
    expect((await judge.call(teamsEndpoints.getRoster, { query: {} })).statusCode).toBe(403);
    expect((await judge.call(usersEndpoints.list)).statusCode).toBe(403);
  });

  it("gets no team's data from the SPEC calls open to any signed-in role: it has no team", async () => {
    const team = accepted()[0]!;
    const member = membersOf(db(), team.team_id)[0]!;
    const boat = db().boats.find((b) => b.team_id === team.team_id)!;
    expect((await judge.call(teamsEndpoints.getOwnOrList, { query: {} })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await judge.call(membersEndpoints.list, { query: {} })).data).toEqual([]);
    expect((await judge.call(membersEndpoints.get, { params: { id: member.user_id } })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await judge.call(boatsEndpoints.get, { params: { id: boat.id } })).statusCode).toBeGreaterThanOrEqual(400);
    const competitions = await judge.call(competitionsEndpoints.list);
    expect(competitions.data).toMatchObject({ registeredCompetitions: [] });
  });

  it('cannot be created by a client admin (SPEC §6: only team roles)', async () => {
    const reply = await admin.call(usersEndpoints.create, { body: { username: 'fiscal.cliente', role_id: Role.Judge } });
    expect(reply.statusCode).toBe(403);
    expect(reply.message).toBe(usersApiMessages.roleNotAllowed);
  });
});

describe('the scoring set-up', () => {
  it("starts with the demo's set-up (seed-data/tournament-day.ts), and the organisers replace it", async () => {
    const owner = await clientAs('capitan.completo');
    const before = await owner.call(scoringEndpoints.get, { params: { id: competition().id } });
    expect(before.data!.species.map((s) => [s.species_name, s.min_size_cm])).toEqual([
      ['Pejerrey', 25],
      ['Tararira', 30],
      ['Boga', 35],
      ['Dorado', 45],
      ['Surubí', 60],
    ]);
    expect(before.data!.tie_breaks).toEqual(['species_count', 'pieces_count', 'biggest_piece', 'earliest_time']);
    await setUpScoring();
    const after = await owner.call(scoringEndpoints.get, { params: { id: competition().id } });
    expect(after.data!.species.map((s) => [s.species_name, s.min_size_cm])).toEqual([
      [PEJERREY().name, 25],
      [BOGA().name, 42],
    ]);
    expect(after.data!.updated_at).not.toBeNull();
  });

  it('is refused to captains, and with a species twice, a tie-break missing or an unknown species', async () => {
    const owner = await clientAs('capitan.completo');
    const body = { species: [{ fish_species_id: PEJERREY().id, min_size_cm: 25, points_per_piece: 1, points_per_cm: 1 }], tie_breaks: ['species_count', 'pieces_count', 'biggest_piece', 'earliest_time'] as const };
    expect((await owner.call(scoringEndpoints.update, { params: { id: competition().id }, body: { ...body, tie_breaks: [...body.tie_breaks] } })).statusCode).toBe(403);
    const twice = await admin.call(scoringEndpoints.update, { params: { id: competition().id }, body: { species: [body.species[0]!, body.species[0]!], tie_breaks: [...body.tie_breaks] } });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice)).toContain(scoringMessages.speciesTwice);
    const missing = await admin.call(scoringEndpoints.update, { params: { id: competition().id }, body: { species: body.species, tie_breaks: ['species_count'] } });
    expect(missing.statusCode).toBe(400);
    const unknown = await admin.call(scoringEndpoints.update, { params: { id: competition().id }, body: { species: [{ ...body.species[0]!, fish_species_id: 999 }], tie_breaks: [...body.tie_breaks] } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.message).toBe(scoringMessages.unknownSpecies);
  });
});

describe('the dock', () => {
  it('records a departure by team number, lists who is out, then the return; twice is refused in Spanish', async () => {
    const first = accepted()[0]!;
    const body = { competition_id: competition().id, team_number: first.team_number! };
    const out = await judge.call(checkInsEndpoints.depart, { body });
    expect(out.statusCode).toBe(201);
    expect(out.data).toMatchObject({ team_id: first.team_id, status: 'out', returned_at: null });
    expect(out.data!.members.length).toBeGreaterThan(0);

    const dock = await judge.call(checkInsEndpoints.list, { query: { competition_id: competition().id } });
    expect(dock.data!.counts).toEqual({ not_arrived: accepted().length - 1, out: 1, back: 0 });
    expect(dock.data!.teams.find((t) => t.team_id === first.team_id)!.status).toBe('out');

    const again = await judge.call(checkInsEndpoints.depart, { body });
    expect([again.statusCode, again.message]).toEqual([409, checkInMessages.alreadyOut]);

    const back = await judge.call(checkInsEndpoints.return, { body });
    expect(back.statusCode).toBe(200);
    expect(back.data!.status).toBe('back');
    const backAgain = await judge.call(checkInsEndpoints.return, { body });
    expect([backAgain.statusCode, backAgain.message]).toEqual([409, checkInMessages.alreadyBack]);
    const other = await judge.call(checkInsEndpoints.return, { body: { ...body, team_number: accepted()[1]!.team_number! } });
    expect([other.statusCode, other.message]).toEqual([409, checkInMessages.notOut]);
  });

  it('reads the credential QR of this competition, and refuses another competition’s, an unpaid team’s and a text that is no credential', async () => {
    const team = accepted()[1]!;
    const qr = (competitionId: number | null, teamNumber: number, registrationNumber: number | null) => credentialQrText({ competitionId, teamNumber, registrationNumber });
    const ok = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id, qr: qr(competition().id, team.team_number!, team.registration_number) } });
    expect(ok.statusCode).toBe(201);
    expect(ok.data!.team_id).toBe(team.team_id);

    const other = accepted()[2]!;
    const elsewhere = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id, qr: qr(competition().id + 100, other.team_number!, other.registration_number) } });
    expect([elsewhere.statusCode, elsewhere.message]).toEqual([422, checkInMessages.otherCompetition]);
    // A credential printed before it named its competition: its numbers must belong together here.
    const oldMismatch = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id, qr: qr(null, other.team_number!, accepted()[3]!.registration_number) } });
    expect([oldMismatch.statusCode, oldMismatch.message]).toEqual([422, checkInMessages.otherCompetition]);
    const oldMatch = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id, qr: `  ${qr(null, other.team_number!, other.registration_number).toLowerCase()} ` } });
    expect(oldMatch.statusCode).toBe(201);

    const incomplete = db().teamCompetitions.find((r) => r.competition_id === competition().id && r.payment_status === 'paid' && r.status !== 'accepted')!;
    const notAccepted = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id, team_number: incomplete.team_number! } });
    expect([notAccepted.statusCode, notAccepted.message]).toEqual([422, checkInMessages.notAccepted]);

    const unpaid = db().teamCompetitions.find((r) => r.competition_id === competition().id && r.payment_status !== 'paid' && r.payment_status !== 'exempt' && r.registration_number !== null)!;
    const refused = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id, qr: qr(competition().id, 999, unpaid.registration_number) } });
    expect([refused.statusCode, refused.message]).toEqual([422, checkInMessages.unpaid]);

    const noise = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id, qr: 'https://example.com/?equipo=3' } });
    expect([noise.statusCode, noise.message]).toEqual([400, checkInMessages.unreadableQr]);
    const neither = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id } });
    expect(neither.statusCode).toBe(400);
    expect(JSON.stringify(neither)).toContain(checkInMessages.teamOrQr);
    const nobody = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id, team_number: 99_999 } });
    expect([nobody.statusCode, nobody.message]).toEqual([404, checkInMessages.noTeamWithNumber]);
  });

  it('keeps the time a device recorded offline, never one still to come', async () => {
    const team = accepted()[4]!;
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const out = await judge.call(checkInsEndpoints.depart, { body: { competition_id: competition().id, team_number: team.team_number!, at } });
    expect(out.data!.departed_at).toBe(at);
    const ahead = await judge.call(checkInsEndpoints.return, { body: { competition_id: competition().id, team_number: team.team_number!, at: new Date(Date.now() + 3_600_000).toISOString() } });
    expect([ahead.statusCode, ahead.message]).toEqual([400, checkInMessages.timeAhead]);
  });

  it('answers a retried return with the first answer (Idempotency-Key), not with "already back"', async () => {
    const team = accepted()[5]!;
    const body = { competition_id: competition().id, team_number: team.team_number! };
    expect((await judge.call(checkInsEndpoints.depart, { body })).statusCode).toBe(201);
    const token = judgeToken;
    const headers = { 'Idempotency-Key': 'vuelta-1' };
    const first = await callApi('POST', '/check_ins/return', { body, token, headers });
    const retry = await callApi('POST', '/check_ins/return', { body, token, headers });
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
  });
});

describe('catches and the jury', () => {
  const team = () => accepted()[0]!;
  const memberOf = (teamId: number) => membersOf(db(), teamId)[0]!.user_id;
  const piece = (overrides: Record<string, unknown> = {}) => ({
    competition_id: competition().id,
    team_id: team().team_id,
    fish_species_id: PEJERREY().id,
    size_cm: 30.5,
    participant_id: memberOf(team().team_id),
    caught_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  });

  beforeEach(setUpScoring);

  it('logs a catch pending the jury, and refuses a piece under the minimum at once with the rule’s words', async () => {
    const logged = await judge.call(catchesEndpoints.create, { body: piece({ photo_ref: 'fotos/123.jpg' }) });
    expect(logged.statusCode).toBe(201);
    expect(logged.data).toMatchObject({ status: 'pending', size_cm: 30.5, photo_ref: 'fotos/123.jpg', logged_by_username: judgeName, history: [] });

    const small = await judge.call(catchesEndpoints.create, { body: piece({ size_cm: 24.5 }) });
    expect(small.statusCode).toBe(422);
    expect(small.message).toBe(scoringMessages.underMinimum(PEJERREY().name, 24.5, 25));
    expect(small.message).toContain('24,5 cm');
    expect((await judge.call(catchesEndpoints.create, { body: piece({ fish_species_id: OTHER_SPECIES().id }) })).message).toBe(scoringMessages.speciesNotAllowed);
    expect((await judge.call(catchesEndpoints.create, { body: piece({ participant_id: memberOf(accepted()[1]!.team_id) }) })).message).toBe(catchesMessages.memberNotInTeam);
    expect((await judge.call(catchesEndpoints.create, { body: piece({ size_cm: 30.55 }) })).statusCode).toBe(400);
    expect(db().catches).toHaveLength(1);
  });

  it('never logs a catch twice when its create is retried with the same Idempotency-Key', async () => {
    const token = judgeToken;
    const headers = { 'Idempotency-Key': 'captura-offline-1' };
    const body = piece();
    const first = await callApi('POST', '/catches', { body, token, headers });
    const retry = await callApi('POST', '/catches', { body, token, headers });
    expect(first.status).toBe(201);
    expect(retry).toEqual(first);
    expect(db().catches).toHaveLength(1);
  });

  it('lets the jury accept, reject with a reason that reaches the team’s bell, and correct with a history', async () => {
    const logged = (await judge.call(catchesEndpoints.create, { body: piece() })).data!;
    const queue = await admin.call(catchesEndpoints.list, { query: { competition_id: competition().id, status: 'pending' } });
    expect(queue.data!.map((c) => c.id)).toEqual([logged.id]);
    expect((await judge.call(catchesEndpoints.accept, { params: { id: logged.id } })).statusCode).toBe(403);

    const accepted = await admin.call(catchesEndpoints.accept, { params: { id: logged.id } });
    expect(accepted.data!.status).toBe('accepted');
    expect((await admin.call(catchesEndpoints.accept, { params: { id: logged.id } })).message).toBe(catchesMessages.alreadyAccepted);

    const bellBefore = db().userNotifications.length;
    const rejected = await admin.call(catchesEndpoints.reject, { params: { id: logged.id }, body: { reason: 'La foto no muestra la medida' } });
    expect(rejected.data).toMatchObject({ status: 'rejected', rejection_reason: 'La foto no muestra la medida' });
    const notices = db().userNotifications.slice(bellBefore);
    expect(notices.map((n) => n.user_id).sort()).toEqual(membersOf(db(), team().team_id).map((m) => m.user_id).sort());
    expect(notices[0]).toMatchObject({ type: 'catch_rejected', team_id: team().team_id });
    expect(notices[0]!.custom_data).toMatchObject({ reason: 'La foto no muestra la medida', size_cm: '30,5', team_name: teamById(db(), team().team_id)!.name });

    const corrected = await admin.call(catchesEndpoints.correct, { params: { id: logged.id }, body: { size_cm: 31, reason: 'Se volvió a medir' } });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.data!.size_cm).toBe(31);
    expect(corrected.data!.history.map((h) => [h.by_username, h.reason, h.changes])).toEqual([
      ['admin.cliente', null, [{ field: 'status', from: 'pending', to: 'accepted' }]],
      ['admin.cliente', 'La foto no muestra la medida', [{ field: 'status', from: 'accepted', to: 'rejected' }]],
      ['admin.cliente', 'Se volvió a medir', [{ field: 'size_cm', from: 30.5, to: 31 }]],
    ]);
    const under = await admin.call(catchesEndpoints.correct, { params: { id: logged.id }, body: { size_cm: 20, reason: 'Otra medida' } });
    expect([under.statusCode, under.message]).toEqual([422, scoringMessages.underMinimum(PEJERREY().name, 20, 25)]);
    const same = await admin.call(catchesEndpoints.correct, { params: { id: logged.id }, body: { size_cm: 31, reason: 'Nada cambia' } });
    expect([same.statusCode, same.message]).toEqual([400, catchesMessages.nothingToCorrect]);
  });

  it('computes the standings from the accepted catches only, with the angler’s first name and initial', async () => {
    const first = accepted()[0]!;
    const second = accepted()[1]!;
    const log = async (teamId: number, size: number, species = PEJERREY().id) =>
      (await judge.call(catchesEndpoints.create, { body: piece({ team_id: teamId, participant_id: memberOf(teamId), size_cm: size, fish_species_id: species }) })).data!;
    const a = await log(first.team_id, 30); // 40 points
    const b = await log(second.team_id, 50, BOGA().id); // 45 points
    await log(second.team_id, 60); // pending: does not score
    for (const c of [a, b]) await admin.call(catchesEndpoints.accept, { params: { id: c.id } });
    const standings = (await admin.call(scoringEndpoints.getStandings, { params: { id: competition().id } })).data!;
    expect(standings.overall.map((s) => [s.position, s.team.id, s.points])).toEqual([
      [1, second.team_id, 45],
      [2, first.team_id, 40],
    ]);
    expect(standings).toMatchObject({ accepted_catches: 2, pending_catches: 1 });
    const angler = userById(db(), memberOf(first.team_id))!.personal_info!;
    expect(standings.biggest.find((p) => p.species.id === PEJERREY().id)!.angler).toBe(`${angler.first_name} ${angler.last_name.charAt(0)}.`);
    expect((await judge.call(scoringEndpoints.getStandings, { params: { id: competition().id } })).statusCode).toBe(403);
  });

  it('shows a judge only the catches they logged; the organisers all of them', async () => {
    await judge.call(catchesEndpoints.create, { body: piece() });
    const { client: otherJudge } = await newJudge();
    await otherJudge.call(catchesEndpoints.create, { body: piece({ size_cm: 40 }) });
    expect((await judge.call(catchesEndpoints.list, { query: { competition_id: competition().id } })).data!.map((c) => c.size_cm)).toEqual([30.5]);
    expect((await admin.call(catchesEndpoints.list, { query: { competition_id: competition().id } })).data!).toHaveLength(2);
  });
});

describe('catch photos (docs/decisions/0073)', () => {
  const jpeg = (bytes: number) => {
    const raw = new Uint8Array(bytes);
    raw.set([0xff, 0xd8, 0xff, 0xe0]);
    let text = '';
    for (const b of raw) text += String.fromCharCode(b);
    return `data:image/jpeg;base64,${btoa(text)}`;
  };

  it('keeps a JPEG up to 300 KB, answers one reference for the same photo, and lets the uploader and the admins read it back', async () => {
    const { client: own } = await newJudge();
    const image = jpeg(300 * 1024);
    const first = await own.call(catchesEndpoints.uploadPhoto, { body: { image } });
    expect(first.statusCode).toBe(201);
    const again = await own.call(catchesEndpoints.uploadPhoto, { body: { image } });
    expect(again.data?.photo_ref).toBe(first.data?.photo_ref);
    const ref = first.data!.photo_ref;
    expect((await own.call(catchesEndpoints.getPhoto, { params: { id: ref } })).data?.image).toBe(image);
    expect((await admin.call(catchesEndpoints.getPhoto, { params: { id: ref } })).statusCode).toBe(200);
    const { client: otherJudge } = await newJudge();
    const hidden = await otherJudge.call(catchesEndpoints.getPhoto, { params: { id: ref } });
    expect([hidden.statusCode, hidden.message]).toEqual([404, catchesMessages.photoNotFound]);
    expect(db().catchPhotos?.filter((row) => row.ref === ref)).toHaveLength(1);
  });

  it('refuses in Spanish a photo over 300 KB, a PNG, and text claiming to be a JPEG', async () => {
    const tooBig = await judge.call(catchesEndpoints.uploadPhoto, { body: { image: jpeg(300 * 1024 + 1) } });
    expect([tooBig.statusCode, tooBig.message]).toEqual([400, `image: ${catchesMessages.photoTooLarge}`]);
    const png = await judge.call(catchesEndpoints.uploadPhoto, { body: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' } });
    expect(png).toMatchObject({ statusCode: 400, message: `image: ${catchesMessages.photoType}`, fieldErrors: { image: catchesMessages.photoType } });
    const fake = await judge.call(catchesEndpoints.uploadPhoto, { body: { image: `data:image/jpeg;base64,${btoa('no soy una foto')}` } });
    expect([fake.statusCode, fake.message]).toEqual([400, `image: ${catchesMessages.photoType}`]);
  });
});
