import { usDate } from '@svc/core'

/**
 * A FoodData Central date as YYYY-MM-DD. Search results give `publishedDate` as YYYY-MM-DD; the food
 * detail answer gives `publicationDate` as M/D/YYYY (e.g. 4/1/2019). Anything else (or an impossible day) is null.
 */
export function fdcDate(value: string | null | undefined): string | null {
  if (!value) return null
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  // The search results' YYYY-MM-DD takes the same calendar check as the detail's M/D/YYYY.
  return usDate(iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value)
}
