import { invalidField } from '@svc/core'

/** `https://openalex.org/W2741809807` -> `W2741809807`. */
export const shortId = (id: string): string => id.replace(/^https:\/\/openalex\.org\//, '')

/** `https://doi.org/10.7717/peerj.4375` -> `10.7717/peerj.4375`. */
export const bareDoi = (doi: string | null | undefined): string | null => (doi ? doi.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '') : null)

const DOI = /^10\.\d{4,9}\/\S+$/
const WORK_ID = /^W\d{2,12}$/i

/**
 * A work as the caller names it (a DOI, a doi.org URL or an OpenAlex work id) -> the path segment
 * OpenAlex reads (`doi:10.x/y` or `W123`); anything else is a 400 naming `field`.
 */
export function workKey(value: string, field: string): string {
  const trimmed = value.trim()
  if (WORK_ID.test(trimmed)) return trimmed.toUpperCase()
  const doi = bareDoi(trimmed) ?? ''
  if (DOI.test(doi)) return `doi:${doi}`
  throw invalidField(field, 'must be a DOI (10.xxxx/...) or an OpenAlex work id (W...)')
}

/** Query parameters every OpenAlex call carries: the operator's contact e-mail for the polite pool. */
export function politeQuery(settings: Readonly<Record<string, unknown>>): Record<string, string | undefined> {
  return { mailto: typeof settings.contactEmail === 'string' ? settings.contactEmail : undefined }
}
