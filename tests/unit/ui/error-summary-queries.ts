import { screen, within } from '@testing-library/react';

/*
 * Each query waits for the summary (findBy): it may come with a server's answer, after the
 * click that submitted the form has returned. A query that does not wait, handed to within(),
 * fails at once when the answer is late (issue 30: boats-admin.test.tsx raced under load), and
 * the longer findBy timeout of the query inside within() cannot help it.
 */

/** The error summary's announced part (role alert): title, form-level messages and links. */
export const errorSummary = () => screen.findByRole('alert');
/** The box that takes focus after a failed submit. */
export const errorSummaryBox = async () => (await errorSummary()).closest<HTMLElement>('[tabindex="-1"]');
/** The field messages the summary lists, as link texts, in page order. */
export const summaryErrors = async () => within(await errorSummary()).queryAllByRole('link').map((link) => link.textContent);
