import { screen, within } from '@testing-library/react';

/** The error summary's announced part (role alert): title, form-level messages and links. */
export const errorSummary = () => screen.getByRole('alert');
/** The box that takes focus after a failed submit. */
export const errorSummaryBox = () => errorSummary().closest<HTMLElement>('[tabindex="-1"]');
/** The field messages the summary lists, as link texts, in page order. */
export const summaryErrors = () => within(errorSummary()).queryAllByRole('link').map((link) => link.textContent);
