import { Form, type FormProps } from 'react-aria-components';
import type { FormFrame } from '@/lib/forms/use-form';
import { ErrorSummary } from './error-summary';

export type ValidatedFormProps = Omit<FormProps, 'onSubmit' | 'validationBehavior'> & {
  /** The form hook (`useForm`): its submit, and the error summary it keeps. */
  form: FormFrame;
};

/**
 * Every form of the app: the error summary above the fields, the hook's submit, and
 * react-aria's Form with the hook's messages (validationBehavior 'aria': no native bubbles).
 * Nothing around a submit is wired by hand.
 */
export function ValidatedForm({ form, children, ...rest }: ValidatedFormProps) {
  return (
    <Form {...rest} {...form.formProps} validationBehavior="aria">
      <ErrorSummary content={form.summary} onSelect={form.focusField} />
      {children}
    </Form>
  );
}
