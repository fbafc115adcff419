import * as v from 'valibot'

/** A caller's page URL: absolute http(s), at most 2048 characters (core's URL guard checks the address). */
export const pageUrl = (description: string) => v.pipe(v.string(), v.trim(), v.maxLength(2048), v.url('must be an absolute URL'), v.regex(/^https?:\/\//i, 'must be an http or https URL'), v.description(description))
