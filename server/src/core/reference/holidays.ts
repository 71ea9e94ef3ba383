/**
 * The mainland statutory holiday calendar (国务院办公厅关于节假日安排的通知), 2023–2027: the days off of each
 * holiday with its bridge days, and the weekend days made working days (调休上班). A day not listed is a
 * working day from Monday to Friday. Years outside 2023–2027 fall back to weekends only.
 *
 * 2027 is provisional: its notice is published late in 2026. Until then it holds the statutory days of
 * 《全国年节及纪念日放假办法》 (2025) only, without bridge days; replace it when the notice is out.
 */

/** Ranges of days off, inclusive: [first, last]. */
const DAYS_OFF: readonly (readonly [string, string])[] = [
  // 2023
  ['2022-12-31', '2023-01-02'],
  ['2023-01-21', '2023-01-27'],
  ['2023-04-05', '2023-04-05'],
  ['2023-04-29', '2023-05-03'],
  ['2023-06-22', '2023-06-24'],
  ['2023-09-29', '2023-10-06'],
  // 2024
  ['2024-01-01', '2024-01-01'],
  ['2024-02-10', '2024-02-17'],
  ['2024-04-04', '2024-04-06'],
  ['2024-05-01', '2024-05-05'],
  ['2024-06-10', '2024-06-10'],
  ['2024-09-15', '2024-09-17'],
  ['2024-10-01', '2024-10-07'],
  // 2025
  ['2025-01-01', '2025-01-01'],
  ['2025-01-28', '2025-02-04'],
  ['2025-04-04', '2025-04-06'],
  ['2025-05-01', '2025-05-05'],
  ['2025-05-31', '2025-06-02'],
  ['2025-10-01', '2025-10-08'],
  // 2026
  ['2026-01-01', '2026-01-03'],
  ['2026-02-15', '2026-02-23'],
  ['2026-04-04', '2026-04-06'],
  ['2026-05-01', '2026-05-05'],
  ['2026-06-19', '2026-06-21'],
  ['2026-09-25', '2026-09-27'],
  ['2026-10-01', '2026-10-07'],
  // 2027 (provisional: statutory days only)
  ['2027-01-01', '2027-01-01'],
  ['2027-02-05', '2027-02-08'],
  ['2027-04-05', '2027-04-05'],
  ['2027-05-01', '2027-05-02'],
  ['2027-06-09', '2027-06-09'],
  ['2027-09-15', '2027-09-15'],
  ['2027-10-01', '2027-10-03'],
];

/** Weekend days worked in exchange (调休上班). */
const WORKED_WEEKEND_DAYS: readonly string[] = [
  '2023-01-28',
  '2023-01-29',
  '2023-04-23',
  '2023-05-06',
  '2023-06-25',
  '2023-10-07',
  '2023-10-08',
  '2024-02-04',
  '2024-02-18',
  '2024-04-07',
  '2024-04-28',
  '2024-05-11',
  '2024-09-14',
  '2024-09-29',
  '2024-10-12',
  '2025-01-26',
  '2025-02-08',
  '2025-04-27',
  '2025-09-28',
  '2025-10-11',
  '2026-01-04',
  '2026-02-14',
  '2026-02-28',
  '2026-05-09',
  '2026-09-20',
  '2026-10-10',
];

/** The years the calendar covers; outside them only weekends are days off. */
export const HOLIDAY_YEARS = { first: 2023, last: 2027 } as const;

const dayMs = 86_400_000;
const offDays = new Set<string>();
for (const [first, last] of DAYS_OFF)
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += dayMs)
    offDays.add(new Date(t).toISOString().slice(0, 10));
const workedDays = new Set(WORKED_WEEKEND_DAYS);

/** Whether a day (YYYY-MM-DD) is a statutory holiday or bridge day off (weekends not counted). */
export const isHoliday = (day: string): boolean => offDays.has(day);

/** Whether a day (YYYY-MM-DD) is a working day: not a day off, and a weekday or a worked weekend day. */
export function isWorkingDay(day: string): boolean {
  if (offDays.has(day)) return false;
  if (workedDays.has(day)) return true;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}
