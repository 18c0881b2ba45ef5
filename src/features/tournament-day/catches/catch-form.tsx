import { useRef, useState, type FormEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { argentineDay, argentineWallTime } from '@contracts/core/argentine-time';
import { isUnderMinimum } from '@contracts/core/under-minimum';
import type { DockTeam } from '@contracts/entities/check-ins';
import type { ScoringSpecies } from '@contracts/entities/scoring';
import { catchesMessages } from '@contracts/catches-messages';
import { scoringMessages } from '@contracts/scoring-messages';
import { Button } from '@/ui/button';
import { ErrorBanner } from '@/ui/error-banner';
import { NumberField } from '@/ui/number-field';
import { Panel } from '@/ui/panel';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { parseCredentialQr } from '@contracts/core/credential-qr';
import { CredentialScanner } from '../shared/credential-scanner';
import type { Outbox } from '../shared/outbox';
import { compressPhoto, type CompressedPhoto } from './compress-photo';
import { catchesTexts as t } from './catches-texts';
import * as s from './catches.css';

type Fields = { teamNumber: number | null; speciesId: number | null; size: number | null; memberId: number | null; time: string };
type Errors = Partial<Record<keyof Fields | 'photo', string>>;

const nowHHMM = () => argentineWallTime(new Date()).slice(11, 16);
const emptyFields = (): Fields => ({ teamNumber: null, speciesId: null, size: null, memberId: null, time: nowHHMM() });
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Today's HH:MM in Argentina as an instant ('09:45' → 2026-11-28T12:45:00.000Z). */
const caughtAt = (time: string) => new Date(`${argentineDay(new Date())}T${time}:00-03:00`).toISOString();

export type CatchFormProps = {
  outbox: Outbox;
  competitionId: number;
  competitionOptions: { id: number; label: string }[];
  onCompetitionChange: (id: number) => void;
  species: readonly ScoringSpecies[];
  teams: readonly DockTeam[];
};

/**
 * One catch: checked here as the API would (the team, the member, the time, and the minimum
 * size by the same pure rule, in its words), then put in the outbox — photo first, then the
 * catch that names it — and the form is cleared for the next piece. Storing takes a moment
 * (IndexedDB); the button is busy meanwhile, so a double tap logs one catch.
 */
export function CatchForm({ outbox, competitionId, competitionOptions, onCompetitionChange, species, teams }: CatchFormProps) {
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<Errors>({});
  const [photo, setPhoto] = useState<CompressedPhoto | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [storing, setStoring] = useState(false);
  const [stored, setStored] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);

  const team = fields.teamNumber === null ? undefined : teams.find((candidate) => candidate.team_number === fields.teamNumber);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value, ...(key === 'teamNumber' ? { memberId: null } : {}) }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setStored(null);
  };

  function check(): Errors {
    const found: Errors = {};
    if (fields.teamNumber === null) found.teamNumber = t.required;
    else if (!team) found.teamNumber = t.teamUnknown;
    const rule = species.find((candidate) => candidate.fish_species_id === fields.speciesId);
    if (!rule) found.speciesId = t.required;
    if (fields.size === null) found.size = t.required;
    else if (Math.round(fields.size * 10) !== fields.size * 10) found.size = t.sizeDecimals;
    else if (rule && isUnderMinimum(rule, fields.size)) found.size = scoringMessages.underMinimum(rule.species_name, fields.size, rule.min_size_cm);
    if (team && !team.members.some((member) => member.user_id === fields.memberId)) found.memberId = t.required;
    if (!timePattern.test(fields.time)) found.time = t.timeInvalid;
    else if (Date.parse(caughtAt(fields.time)) > Date.now()) found.time = catchesMessages.caughtAhead;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current || compressing) return;
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      // The first field in error takes focus once it shows its message.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], button[aria-invalid="true"], [aria-invalid="true"] button')?.focus());
      return;
    }
    busy.current = true;
    setStoring(true);
    setFailure(null);
    const rule = species.find((candidate) => candidate.fish_species_id === fields.speciesId)!;
    const member = team!.members.find((candidate) => candidate.user_id === fields.memberId)!;
    const body = {
      competition_id: competitionId,
      team_id: team!.team_id,
      fish_species_id: rule.fish_species_id,
      size_cm: fields.size!,
      participant_id: member.user_id,
      caught_at: caughtAt(fields.time),
      photo_ref: null,
    };
    const teamLabel = `equipo ${team!.team_number}`;
    try {
      await outbox.add({
        summary: { team: `${team!.team_number} · ${team!.team_name}`, species: rule.species_name, size_cm: fields.size!, member: `${member.first_name} ${member.last_name}`, time: fields.time },
        steps: photo
          ? [
              { endpoint: 'catches.uploadPhoto', body: { image: photo.dataUrl } },
              { endpoint: 'catches.create', body, fill: { photo_ref: { step: 0, field: 'photo_ref' } } },
            ]
          : [{ endpoint: 'catches.create', body }],
      });
      setFields({ ...emptyFields(), teamNumber: fields.teamNumber });
      setPhoto(null);
      setStored(t.stored(teamLabel));
    } catch {
      // IndexedDB refused (private mode, the phone's storage full): nothing was kept.
      setFailure('No se pudo guardar la captura en el teléfono. Liberá espacio o salí del modo privado e intentá de nuevo.');
    } finally {
      busy.current = false;
      setStoring(false);
    }
  }

  /** A scanned credential names its team; one of another competition is refused here, in Spanish. */
  function scanned(text: string) {
    const credential = parseCredentialQr(text);
    if (!credential) return;
    if (credential.competitionId !== null && credential.competitionId !== competitionId) {
      setErrors((current) => ({ ...current, teamNumber: t.otherCompetition }));
      return;
    }
    set('teamNumber', credential.teamNumber);
  }

  async function choosePhoto(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setCompressing(true);
    setErrors((current) => ({ ...current, photo: undefined }));
    try {
      setPhoto(await compressPhoto(file));
    } catch (error) {
      setErrors((current) => ({ ...current, photo: (error as Error).message }));
    } finally {
      setCompressing(false);
    }
  }

  return (
    <Panel title={t.formTitle}>
      <form ref={formRef} className={s.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t.formTitle}>
        {competitionOptions.length > 1 ? (
          <Select label={t.competition} options={competitionOptions} value={competitionId} onChange={(id) => id !== null && onCompetitionChange(id)} />
        ) : null}
        <CredentialScanner onScan={scanned} openLabel={t.scan} />
        <div className={s.pair}>
          <NumberField
            label={t.teamNumber}
            value={fields.teamNumber}
            onChange={(value) => set('teamNumber', value)}
            isRequired
            isInvalid={Boolean(errors.teamNumber)}
            errorMessage={errors.teamNumber}
            // '' until a team is found: its name, when it comes, is then read with the number (FieldDescription).
            description={team ? `${team.team_name}${team.boat_name ? ` · ${team.boat_name}` : ''}` : ''}
            formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
          />
          <Select
            label={t.species}
            options={species.map((rule) => ({ id: rule.fish_species_id, label: `${rule.species_name} (mín. ${rule.min_size_cm.toLocaleString('es-AR')} cm)` }))}
            value={fields.speciesId}
            onChange={(value) => set('speciesId', value)}
            isRequired
            isInvalid={Boolean(errors.speciesId)}
            errorMessage={errors.speciesId ?? (species.length === 0 ? t.noSpecies : undefined)}
          />
        </div>
        <div className={s.pair}>
          <NumberField
            label={t.size}
            description={t.sizeHelp}
            value={fields.size}
            onChange={(value) => set('size', value)}
            isRequired
            isInvalid={Boolean(errors.size)}
            errorMessage={errors.size}
            formatOptions={{ maximumFractionDigits: 1 }}
            minValue={0}
          />
          <Select
            label={t.member}
            options={(team?.members ?? []).map((member) => ({ id: member.user_id, label: `${member.first_name} ${member.last_name}` }))}
            value={fields.memberId}
            onChange={(value) => set('memberId', value)}
            isRequired
            isDisabled={!team}
            isInvalid={Boolean(errors.memberId)}
            errorMessage={errors.memberId}
          />
        </div>
        <TextField
          label={t.time}
          description={t.timeHelp}
          value={fields.time}
          onChange={(value) => set('time', value.trim())}
          isRequired
          isInvalid={Boolean(errors.time)}
          errorMessage={errors.time}
          inputMode="numeric"
        />
        <div className={s.form}>
          <p className={s.line}>{t.photo}</p>
          {photo ? <img className={s.preview} src={photo.dataUrl} alt={t.photoAlt} /> : null}
          <div className={s.actions}>
            <FileTrigger acceptedFileTypes={['image/*']} defaultCamera="environment" onSelect={(files) => void choosePhoto(files)}>
              <Button variant="secondary" isPending={compressing}>
                {compressing ? t.compressing : photo ? t.retakePhoto : t.takePhoto}
              </Button>
            </FileTrigger>
            {photo ? (
              <Button variant="secondary" onPress={() => setPhoto(null)}>
                {t.removePhoto}
              </Button>
            ) : null}
          </div>
          {errors.photo ? <ErrorBanner message={errors.photo} persistent /> : null}
        </div>
        {failure ? <ErrorBanner message={failure} persistent /> : null}
        <div className={s.actions}>
          <Button type="submit" isPending={storing} isDisabled={compressing}>
            {storing ? t.storing : t.submit}
          </Button>
        </div>
        <p role="status" className={s.muted}>
          {stored ?? ''}
        </p>
      </form>
    </Panel>
  );
}
