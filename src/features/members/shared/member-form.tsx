import { useEffect, useRef, type ReactNode } from 'react';
import type { z } from 'zod';
import { memberAdminFormSchema, memberInputSchema, type Member } from '@contracts/entities/members';
import { Role, roleLabels } from '@contracts/enums';
import { APP_TIME_ZONE } from '@/lib/format/format';
import type { FormValues } from '@/lib/forms/form-values';
import { useForm } from '@/lib/forms/use-form';
import { memberCategoryOptions } from '@/lib/labels/member-category-labels';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { PersonalInfoFields } from '@/lib/people/personal-info-fields';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { ValidatedForm } from '@/ui/validated-form';
import { describeMemberFailure } from './member-failure';
import { emptyMemberValues, memberFormValues, type MemberFields, type MemberFormValues } from './member-form-values';
import { membersMessages } from './member-messages';
import { fullName } from './member-name';
import { useSaveMember, type CreateMember, type SavedMember } from './save-member';
import * as s from './member-form.css';

const categoryChoices = [{ id: '', label: 'Ninguna' }, ...memberCategoryOptions];
/** SPEC §5: the admin add screen offers the last two roles only; primary user by default. */
const roleChoices = [Role.TeamOwner, Role.TeamMember].map((id) => ({ id, label: roleLabels[id] }));
const PHONE_HINT = 'Entre 8 y 15 caracteres.';
/** Today in Argentine time, 'yyyy-mm-dd' (a birth date cannot be later). */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: APP_TIME_ZONE });

/** What the form hands to `create`: the member's fields, and the role on the admin's add form. */
export type MemberFormData = MemberFields & { role_id?: z.output<typeof memberAdminFormSchema>['role_id'] };
/** The admin's add form holds the role beside the member's fields. */
type Values = MemberFormValues & Partial<Pick<FormValues<typeof memberAdminFormSchema>, 'role_id'>>;

export type MemberFormProps = {
  /** The member to edit, or null to add one. */
  member: Member | null;
  /** The team's helmsman other than this member, if any: there is only one (SPEC §9). */
  otherHelmsman: Pick<Member, 'personal_info' | 'username'> | undefined;
  /** How an add reaches the server (the owner's own team, or the admin's team and role). */
  create: CreateMember<MemberFormData>;
  onSaved: (saved: SavedMember) => void;
  /** The way back without saving (a link to the list the form came from). */
  cancel: ReactNode;
  /** The admin's add form: a role field, primary or invited user (SPEC §5). */
  withRole?: boolean;
  /** The heading; 'Agregar miembro' or 'Editar a {name}' by default. */
  title?: string;
  /** The heading takes focus when the form opens; not when it reopens empty beside new credentials, which take it. */
  focusOnMount?: boolean;
};

/**
 * SPEC §5 Member form, on the contract's schema: add, or edit sending only the changed fields.
 * The owner's members screen and the admin's participant screens share it.
 */
export function MemberForm({ member, otherHelmsman, create, onSaved, cancel, withRole = false, title, focusOnMount = true }: MemberFormProps) {
  const isEdit = member !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  const saveMember = useSaveMember(create);
  const schema = withRole && !isEdit ? memberAdminFormSchema : memberInputSchema;
  const initialValues: Values = member ? memberFormValues(member) : { ...emptyMemberValues(), ...(withRole ? { role_id: Role.TeamOwner } : {}) };

  const form = useForm<typeof schema, Values>({
    schema,
    initialValues,
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

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const helmsman = form.checkbox('is_helmsman');
  // Saving hands the role over (one helmsman per team): say so before it happens.
  const handover =
    helmsman.isSelected && otherHelmsman
      ? `${fullName(otherHelmsman)} es el timonel actual. Al guardar, este miembro pasa a ser el timonel y ${fullName(otherHelmsman)} deja de serlo.`
      : undefined;

  return (
    <section className={s.section} aria-labelledby="member-form-title">
      <h2 id="member-form-title" ref={heading} tabIndex={-1} className={s.sectionTitle}>
        {title ?? (isEdit ? `Editar a ${fullName(member)}` : 'Agregar miembro')}
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
          {withRole && !isEdit && (
            <Select
              label="Rol"
              isRequired
              options={roleChoices}
              description="Dueño de equipo o miembro de equipo."
              {...form.select('role_id')}
            />
          )}
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
          {cancel}
        </div>
      </ValidatedForm>
    </section>
  );
}
