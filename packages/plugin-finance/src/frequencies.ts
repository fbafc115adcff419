// The payment frequencies, apart from the date arithmetic (date-fns) so the input schema loads light.

export const FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly', 'quarterly', 'semiannually', 'annually'] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** Payments per year, and how one payment date follows the loan start. */
export const CALENDAR: Record<Frequency, { perYear: number; months?: number; days?: number }> = {
  weekly: { perYear: 52, days: 7 },
  biweekly: { perYear: 26, days: 14 },
  semimonthly: { perYear: 24 },
  monthly: { perYear: 12, months: 1 },
  quarterly: { perYear: 4, months: 3 },
  semiannually: { perYear: 2, months: 6 },
  annually: { perYear: 1, months: 12 },
}

export function periodsPerYear(frequency: Frequency): number {
  return CALENDAR[frequency].perYear
}
