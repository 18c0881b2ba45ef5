import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import { dayAndTimeText, dayText } from '@mocks/rules/date-text';
import { sendStartReminder } from '@mocks/rules/start-reminder';
import { formatDate, formatDateTime } from '@/lib/format/format';

describe("dates in the backend's texts (one format with the screens)", () => {
  it('writes a day as the screens do, two-digit day and month', () => {
    for (const iso of ['2025-10-08T09:00:00.000Z', '2026-12-26T02:59:59.999Z', '2027-01-02T06:00:00.000-03:00']) {
      expect(dayText(iso)).toBe(formatDate(iso));
    }
    expect(dayText('2025-10-08T09:00:00.000Z')).toBe('08/10/2025');
  });

  it('says the Argentine day and time of a start', () => {
    expect(dayAndTimeText('2027-01-02T06:00:00.000-03:00')).toBe('02/01/2027 a las 06:00');
    expect(formatDateTime('2027-01-02T06:00:00.000-03:00')).toBe('02/01/2027, 06:00');
  });

  it("fills the start reminder with the competition's Argentine day and time", () => {
    const competition = currentCompetition(db())!;
    sendStartReminder(db(), competition, new Date().toISOString());
    const reminder = db().userNotifications.findLast((n) => n.type === 'competition_start')!;
    expect(reminder.custom_data).toMatchObject({ start_date: `${formatDate(competition.start_date)} a las 06:00` });
  });
});
