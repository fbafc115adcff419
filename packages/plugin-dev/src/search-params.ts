import { rowLimit, pageNumber, requiredText } from '@svc/core'

/** The search words of a registry or site search. */
export const query = (description: string) => requiredText(1, 200, description)

/** Rows per page and the page, as most providers page. */
export const limit = rowLimit(100, 20)
export const page = pageNumber(100)

/** A unix time in seconds as an ISO 8601 time (null when absent). */
export const isoTime = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null)
