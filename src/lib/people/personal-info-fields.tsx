import type { FieldBinding, OptionKey } from '@/lib/forms/use-form';
import { bloodTypeOptions, genderOptions } from './personal-info-options';
import { DatePicker } from '@/ui/date-picker';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';

type PersonalTextField =
  | 'first_name'
  | 'last_name'
  | 'dni'
  | 'birth_date'
  | 'email'
  | 'primary_phone_number'
  | 'secondary_phone_number'
  | 'emergency_contact_number';
type PersonalChoiceField = 'gender' | 'blood_type';

export type PersonalInfoFieldsProps = {
  /** The form hook (useForm) of a form holding these fields: text, and two choices. */
  form: {
    field: (name: PersonalTextField) => FieldBinding<string>;
    select: (name: PersonalChoiceField) => FieldBinding<OptionKey | null>;
  };
  /** The rules of the form's contract, said before the user runs into them. */
  hints: { dni: string; phone: string };
  /** DNI and phones are digits only (activation), so phones show a numeric keypad. */
  digitsOnly: boolean;
  /** The user's own data (activation): the browser may fill it in. Someone else's (a member): it must not. */
  isOwnData: boolean;
  /** The latest birth date allowed ('yyyy-mm-dd'). */
  maxBirthDate?: string;
};

/** Blood type is optional: the first choice takes a chosen one back. */
const bloodTypeChoices = [{ id: '', label: 'Sin especificar' }, ...bloodTypeOptions];

/**
 * SPEC §3 personal info, the fields every person form shares (activation, the owner's member
 * form, the admin's participant screens); each form adds its own (licence, address, role).
 */
export function PersonalInfoFields({ form, hints, digitsOnly, isOwnData, maxBirthDate }: PersonalInfoFieldsProps) {
  const auto = (token: string) => (isOwnData ? token : 'off');
  const inputMode = digitsOnly ? 'numeric' : undefined;
  const phone = { type: 'tel', inputMode, description: hints.phone } as const;
  return (
    <>
      <TextField label="Nombre" autoComplete={auto('given-name')} isRequired {...form.field('first_name')} />
      <TextField label="Apellido" autoComplete={auto('family-name')} isRequired {...form.field('last_name')} />
      <TextField label="DNI" inputMode={inputMode} description={hints.dni} isRequired {...form.field('dni')} />
      <DatePicker label="Fecha de nacimiento" isRequired maxValue={maxBirthDate} {...form.field('birth_date')} />
      <Select label="Género" isRequired options={genderOptions} {...form.select('gender')} />
      <Select label="Grupo sanguíneo" options={bloodTypeChoices} {...form.select('blood_type')} />
      <TextField label="Correo electrónico" type="email" autoComplete={auto('email')} {...form.field('email')} />
      <TextField label="Teléfono principal" autoComplete={auto('tel-national')} isRequired {...phone} {...form.field('primary_phone_number')} />
      <TextField label="Teléfono secundario" {...phone} {...form.field('secondary_phone_number')} />
      <TextField label="Teléfono de contacto de emergencia" {...phone} {...form.field('emergency_contact_number')} />
    </>
  );
}
