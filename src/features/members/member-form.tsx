import { useEffect, useRef } from 'react';
import { memberInputSchema, type Member } from '@contracts/entities/members';
import { APP_TIME_ZONE } from '@/lib/format';
import { HashLink } from '@/lib/hash-link';
import { useForm } from '@/lib/forms/use-form';
import { memberCategoryOptions } from '@/lib/member-category-labels';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { PersonalInfoFields } from '@/ui/personal-info-fields';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { describeMemberFailure } from './member-failure';
import { emptyMemberValues, memberFormValues } from './member-form-values';
import { fullName } from './member-name';
import { membersMessages } from './members-messages';
import { useSaveMember, type SavedMember } from './save-member';
import * as s from './members.css';

const categoryChoices = [{ id: '', label: 'Ninguna' }, ...memberCategoryOptions];
const PHONE_HINT = 'Entre 8 y 15 caracteres.';
/** Today in Argentine time, 'yyyy-mm-dd' (a birth date cannot be later). */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: APP_TIME_ZONE });

export type MemberFormProps = {
  /** The member to edit, or null to add one to the team. */
  member: Member | null;
  /** The team's helmsman other than this member, if any: there is only one (SPEC §9). */
  otherHelmsman: Member | undefined;
  onSaved: (saved: SavedMember) => void;
};

/** SPEC §5 Member (owner form), on the contract's schema: add, or edit sending only the changed fields. */
export function MemberForm({ member, otherHelmsman, onSaved }: MemberFormProps) {
  const isEdit = member !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  const saveMember = useSaveMember();

  const form = useForm({
    schema: memberInputSchema,
    initialValues: member ? memberFormValues(member) : emptyMemberValues(),
    onSubmit: async (data) => {
      const outcome = await saveMember(member, data);
      switch (outcome.kind) {
        case 'unchanged':
          toast.info(membersMessages.noChanges);
          return;
        case 'created':
          toast.success(membersMessages.added);
          onSaved(outcome);
          return;
        case 'updated':
          toast.success(membersMessages.updated);
          onSaved(outcome);
          return;
        case 'failed': {
          const failure = describeMemberFailure(outcome.response, isEdit ? membersMessages.updateError : membersMessages.addError);
          const unmatched = form.setFieldErrors(failure.fieldErrors);
          if (failure.toast) toast.error(failure.toast.message, { duration: failure.toast.duration });
          const banner = [failure.banner, ...Object.values(unmatched)].filter(Boolean).join(' ');
          if (banner) form.failSubmit(banner);
        }
      }
    },
  });

  useEffect(() => heading.current?.focus(), []);

  const helmsman = form.checkbox('is_helmsman');
  // Saving hands the role over (one helmsman per team): say so before it happens.
  const handover =
    helmsman.isSelected && otherHelmsman
      ? `${fullName(otherHelmsman)} es el timonel actual. Al guardar, este miembro pasa a ser el timonel y ${fullName(otherHelmsman)} deja de serlo.`
      : undefined;

  const title = isEdit ? `Editar a ${fullName(member)}` : 'Agregar miembro';
  return (
    <section className={s.section} aria-labelledby="member-form-title">
      <h2 id="member-form-title" ref={heading} tabIndex={-1} className={s.sectionTitle}>
        {title}
      </h2>
      <p className={s.lead}>Los campos marcados con * son obligatorios.</p>
      <ValidatedForm form={form} className={s.form}>
        <div className={s.fieldGrid}>
          <PersonalInfoFields
            form={form}
            hints={{ dni: 'Entre 4 y 50 caracteres.', phone: PHONE_HINT }}
            digitsOnly={false}
            isOwnData={false}
            maxBirthDate={today()}
          />
          <Select label="Categoría" options={categoryChoices} {...form.select('member_category')} />
        </div>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>Timonel</legend>
          <Checkbox {...helmsman} description={handover}>
            Es el timonel del equipo
          </Checkbox>
          <TextField
            label="Número de licencia de pesca"
            isRequired={helmsman.isSelected}
            description="Obligatorio para el timonel. Entre 4 y 50 caracteres."
            {...form.field('licence_number')}
          />
        </fieldset>
        <div className={s.actions}>
          <Button type="submit" isPending={form.isPending}>
            {isEdit ? 'Guardar cambios' : 'Agregar miembro'}
          </Button>
          <HashLink hash="" variant="secondary">
            Cancelar
          </HashLink>
        </div>
      </ValidatedForm>
    </section>
  );
}
