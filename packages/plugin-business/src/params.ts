import { rowLimit, requiredText } from '@svc/core'

/** Words a registry is searched by (a name, a number, an activity): trimmed, 2 to 120 characters. */
export const searchWords = (description: string) => requiredText(2, 120, description)

/** How many companies a national registry search answers: 10 unless asked, at most 25. */
export const registryRows = rowLimit(25, 10)
