/**
 * A FoodData Central date as YYYY-MM-DD. Search results give `publishedDate` as YYYY-MM-DD; the food
 * detail answer gives `publicationDate` as M/D/YYYY (e.g. 4/1/2019). Anything else (or an impossible day) is null.
 */
export function fdcDate(value: string | null | undefined): string | null {
  if (!value) return null
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim())
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : []
  if (!year || !month || !day) return null
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null
}
