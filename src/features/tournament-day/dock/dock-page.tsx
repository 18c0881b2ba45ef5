import { useState, type FormEvent } from 'react';
import { checkInsEndpoints } from '@contracts/check-ins';
import { checkInMessages } from '@contracts/check-ins-messages';
import { competitionsEndpoints } from '@contracts/competitions';
import type { DockEventInput, DockTeam } from '@contracts/entities/check-ins';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { outcomeUnknown, type ApiResponse } from '@/api/result';
import { failureMessage } from '@/lib/forms/failure-message';
import { formatDateTime } from '@/lib/format/format';
import { Button } from '@/ui/button';
import { DataTable } from '@/ui/data-table';
import { LoadError } from '@/ui/load-error';
import { LoadingView } from '@/ui/loading-view';
import { NumberField } from '@/ui/number-field';
import { Page } from '@/ui/page';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { Select } from '@/ui/select';
import { Tabs } from '@/ui/tabs';
import { CredentialScanner } from '../shared/credential-scanner';
import { dockColumns } from './dock-columns';
import { competitionChoices, eventInput, teamOfEntry, teamsWith, type DockAction, type DockEntry } from './dock-readings';
import { DockTeamCard, type DockOutcome } from './dock-team-card';
import { dockTexts } from './dock-texts';
import * as s from './dock.css';

/** Other staff record at the same dock: their departures show within this long without a reload. */
export const DOCK_REFRESH_MS = 15_000;

/** A write in flight or waiting for 'Reintentar': the same body again is the same Idempotency-Key (src/api/idempotency.ts). */
type Attempt = { action: DockAction; input: DockEventInput };

type Selection = { entry: DockEntry; teamId: number | null; outcome: DockOutcome | null; attempt: Attempt | null };

/**
 * The dock on the tournament day (issue 35, decision 0072): the staff pick the competition (the
 * current one by default), scan a team's credential or type its number, confirm the team and
 * record its departure or return with one tap; three lists say who has not left, who is out and
 * who is back. Phone first, for a dock with poor signal: every write carries its Idempotency-Key,
 * a lost answer is retried as the same write, and the lists are read again after every write and
 * every few seconds, so the screen does not keep a state the server no longer has.
 */
export default function DockPage({ title }: { title: string }) {
  const current = useEndpointQuery(competitionsEndpoints.getCurrent);
  const competitions = useEndpointQuery(competitionsEndpoints.list);
  const [chosen, setChosen] = useState<number | null>(null);
  const competitionId = chosen ?? current.data?.id ?? null;
  // Read again every few seconds while shown, and at once when the phone comes back from the pocket.
  const dock = useEndpointQuery(
    checkInsEndpoints.list,
    { query: { competition_id: competitionId ?? 0 } },
    { enabled: competitionId !== null, refetchInterval: DOCK_REFRESH_MS, refetchOnWindowFocus: 'always' },
  );

  const depart = useEndpointMutation(checkInsEndpoints.depart);
  const giveBack = useEndpointMutation(checkInsEndpoints.return);
  const [typed, setTyped] = useState<number | null>(null);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  // Until chosen: the teams on the water once any went out, those still to leave before.
  const [tab, setTab] = useState<string | null>(null);
  const isPending = depart.isPending || giveBack.isPending;

  const choices = competitionChoices(competitions.data, current.data);
  const data = dock.data?.competition_id === competitionId ? dock.data : undefined;

  const send = async (attempt: Attempt, entry: DockEntry) => {
    if (isPending) return;
    setSelection((prev) => (prev ? { ...prev, attempt } : prev));
    const res: ApiResponse<DockTeam> = await (attempt.action === 'depart' ? depart.call({ body: attempt.input }) : giveBack.call({ body: attempt.input }));
    let outcome: DockOutcome;
    let teamId: number | null = null;
    if (res.ok) {
      const at = attempt.action === 'depart' ? res.data.departed_at : res.data.returned_at;
      outcome = { tone: 'ok', message: `${attempt.action === 'depart' ? checkInMessages.out : checkInMessages.back}: ${formatDateTime(at)}` };
      teamId = res.data.team_id;
    } else if (outcomeUnknown(res)) {
      outcome = { tone: 'unknown', message: res.kind === 'offline' ? res.message : dockTexts.unknownOutcome };
    } else {
      outcome = { tone: 'refused', message: failureMessage(res, { retry: dockTexts.writeFailed }) };
      // Refused because another phone got there first: read the dock again, so the card shows it.
      void dock.refetch();
    }
    setSelection((prev) =>
      prev && prev.entry === entry
        ? { ...prev, teamId: teamId ?? prev.teamId, outcome, attempt: outcome.tone === 'unknown' ? attempt : null }
        : prev,
    );
  };

  const name = (entry: DockEntry) => {
    if (competitionId === null || !data || isPending) return;
    const team = teamOfEntry(data, entry);
    const selected: Selection = { entry, teamId: team?.team_id ?? null, outcome: null, attempt: null };
    setSelection(selected);
    // A team the screen cannot find among the accepted ones: the server says why (another
    // competition's credential, unpaid, incomplete, no such number) or, if the lists were behind,
    // records the departure the staff scanned it for.
    if (!team) void send({ action: 'depart', input: eventInput(competitionId, entry) }, entry);
  };

  const onType = (event: FormEvent) => {
    event.preventDefault();
    if (typed === null || !Number.isInteger(typed) || typed <= 0) {
      setTypedError(dockTexts.numberMissing);
      return;
    }
    setTypedError(null);
    name({ kind: 'number', teamNumber: typed });
  };

  const team = selection?.teamId != null ? data?.teams.find((t) => t.team_id === selection.teamId) : undefined;

  const body = (() => {
    if (competitionId === null) {
      if (current.isPending || competitions.isPending) return <LoadingView label={dockTexts.loading} queries={[current, competitions]} />;
      return <p>{dockTexts.noCompetition}</p>;
    }
    if (dock.isLoadingError) return <LoadError message={failureMessage(dock.error, { retry: dockTexts.loadError })} onRetry={() => void dock.refetch()} />;
    if (!data) return <LoadingView label={dockTexts.loading} queries={[dock]} />;
    const lists = [
      { id: 'not_arrived', label: dockTexts.notArrived, count: data.counts.not_arrived, empty: dockTexts.emptyNotArrived },
      { id: 'out', label: dockTexts.out, count: data.counts.out, empty: dockTexts.emptyOut },
      { id: 'back', label: dockTexts.back, count: data.counts.back, empty: dockTexts.emptyBack },
    ] as const;
    return (
      <>
        <SavedDataNotice queries={[dock]} />
        <div className={s.entry}>
          <form className={s.numberForm} onSubmit={onType} noValidate>
            <NumberField
              label={dockTexts.number}
              value={typed}
              onChange={setTyped}
              minValue={1}
              isInvalid={typedError !== null}
              errorMessage={typedError ?? undefined}
              formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
            />
            <Button type="submit" variant="secondary" isPending={isPending}>
              {dockTexts.find}
            </Button>
          </form>
          <CredentialScanner onScan={(text) => name({ kind: 'qr', text })} />
        </div>
        {selection && team ? (
          <DockTeamCard
            team={team}
            outcome={selection.outcome}
            isPending={isPending}
            onAct={(action) => void send({ action, input: eventInput(competitionId, selection.entry) }, selection.entry)}
            onRetry={() => selection.attempt && void send(selection.attempt, selection.entry)}
            onClose={() => setSelection(null)}
          />
        ) : selection ? (
          <section className={s.card} aria-label="Equipo indicado">
            <div role="status">{isPending ? <p>{dockTexts.checking}</p> : selection.outcome?.tone === 'unknown' ? <p className={s.unknown}>{selection.outcome.message}</p> : null}</div>
            {selection.outcome?.tone === 'refused' ? (
              <p role="alert" className={s.refused}>
                {selection.outcome.message}
              </p>
            ) : null}
            <div className={s.actions}>
              {selection.outcome?.tone === 'unknown' ? (
                <Button isPending={isPending} onPress={() => selection.attempt && void send(selection.attempt, selection.entry)}>
                  {dockTexts.retry}
                </Button>
              ) : null}
              <Button variant="secondary" onPress={() => setSelection(null)}>
                {dockTexts.otherTeam}
              </Button>
            </div>
          </section>
        ) : null}
        <section aria-labelledby="dock-lists">
          <h2 id="dock-lists">{dockTexts.lists}</h2>
          {data.teams.length === 0 ? (
            <p>{dockTexts.noTeams}</p>
          ) : (
            <Tabs
              label={dockTexts.lists}
              selectedId={tab ?? (data.counts.out > 0 ? 'out' : 'not_arrived')}
              onSelect={setTab}
              items={lists.map((list) => ({
                id: list.id,
                label: `${list.label} (${list.count})`,
                content: (
                  <DataTable
                    label={`${list.label}: ${list.count}`}
                    columns={dockColumns}
                    rows={teamsWith(data, list.id)}
                    search={false}
                    emptyText={list.empty}
                    initialSort={{ column: 'numero', direction: 'ascending' }}
                    onRowAction={(row) => row.team_number !== null && name({ kind: 'number', teamNumber: row.team_number })}
                    pageSize={50}
                  />
                ),
              }))}
            />
          )}
        </section>
      </>
    );
  })();

  return (
    <Page title={title} className={s.page}>
      {choices.length > 0 ? (
        <Select
          label={dockTexts.competition}
          placeholder={dockTexts.competitionPlaceholder}
          options={choices.map((c) => ({ id: c.id, label: `${c.name} (edición ${c.edition})` }))}
          value={competitionId}
          onChange={(id) => {
            setChosen(id);
            setSelection(null);
          }}
        />
      ) : null}
      {body}
    </Page>
  );
}
