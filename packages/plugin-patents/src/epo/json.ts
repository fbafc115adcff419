/**
 * OPS answers JSON converted from its XML: text in `$`, attributes as `@name`, and an element that
 * occurs once is an object where it may occur several times. These readers take any of those forms.
 */
export type Node = Record<string, unknown>

export const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value == null ? [] : [value]).filter((item): item is Node => typeof item === 'object' && item !== null)

export const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node)[key] : undefined), node)

/** The text of an element (`{"$": "..."}`) or attribute value. */
export const textOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  const inner = at(value, '$')
  return typeof inner === 'string' || typeof inner === 'number' ? String(inner) : null
}

/** `YYYYMMDD` as `YYYY-MM-DD`. */
export const opsDate = (value: unknown): string | null => {
  const raw = textOf(value)
  return raw && /^\d{8}$/.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}` : null
}

/** A document reference in docdb form: `{country, number, kind, date}` and its display number `EP1000000A1`. */
export function documentId(reference: unknown, type = 'docdb') {
  const ids = list(at(reference, 'document-id'))
  const id = ids.find((entry) => entry['@document-id-type'] === type) ?? ids[0]
  if (!id) return null
  const country = textOf(id.country)
  const number = textOf(id['doc-number'])
  const kind = textOf(id.kind)
  return { number: [country, number, kind].filter(Boolean).join(''), country, docNumber: number, kind, date: opsDate(id.date) }
}

/** The English text of a multilingual element list, else the first. */
export function english(value: unknown): string | null {
  const entries = list(value)
  const chosen = entries.find((entry) => entry['@lang'] === 'en') ?? entries[0]
  if (!chosen) return typeof value === 'string' ? value : null
  const paragraphs = list(chosen.p)
  if (paragraphs.length) return paragraphs.map(textOf).filter(Boolean).join('\n') || null
  return textOf(chosen)
}

/** Party names (applicants or inventors) in one data format, `epodoc` by default (the `original` when none). */
export function partyNames(parties: unknown, role: 'applicant' | 'inventor'): string[] {
  const entries = list(parties)
  const inFormat = (format: string) => entries.filter((entry) => entry['@data-format'] === format)
  const chosen = inFormat('epodoc').length ? inFormat('epodoc') : inFormat('original').length ? inFormat('original') : entries
  return chosen.map((entry) => textOf(at(entry, `${role}-name`, 'name'))).filter((name): name is string => Boolean(name)).map((name) => name.replace(/\s*,\s*$/, '').trim())
}
