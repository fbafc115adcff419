import { requiredText } from '@svc/core'
import * as v from 'valibot'

export const q = requiredText(2, 400, 'Search words or a question')
export const country = v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code, e.g. US'), v.description('Country of the results (ISO 3166-1 alpha-2)')))
export const language = v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, 'must be an ISO 639-1 language code, e.g. en'), v.description('Language of the results (ISO 639-1)')))
