import { rowLimit } from '@svc/core'
import * as v from 'valibot'

/** Words a registry is searched by (a name, a number, an activity): trimmed, 2 to 120 characters. */
export const searchWords = (description: string) => v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(120), v.description(description))

/** How many companies a national registry search answers: 10 unless asked, at most 25. */
export const registryRows = rowLimit(25, 10)
