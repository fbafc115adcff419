import * as v from 'valibot'

/** A STIX 2.1 bundle: the members every object has that the indexes read; the rest is read leniently. */
export const stixBundle = v.object({
  type: v.literal('bundle'),
  objects: v.array(v.looseObject({ type: v.string(), id: v.string() })),
})

export type StixObject = v.InferOutput<typeof stixBundle>['objects'][number]

interface ExternalReference { source_name?: unknown; external_id?: unknown }

/** An object's external references (CAPEC ids, CWE ids, ATT&CK ids...), the well-formed ones. */
export function references(object: StixObject): { source: string; id: string }[] {
  const list = Array.isArray(object.external_references) ? (object.external_references as ExternalReference[]) : []
  return list.flatMap((entry) => (typeof entry?.source_name === 'string' && typeof entry.external_id === 'string' ? [{ source: entry.source_name, id: entry.external_id }] : []))
}

/** The id a source gives the object (`capec` -> CAPEC-66, `mitre-attack` -> T1059), or null. */
export const externalId = (object: StixObject, source: string) => references(object).find((entry) => entry.source === source)?.id ?? null

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
export const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [])

/** HTML or markdown-ish STIX text as plain text, ATT&CK's `(Citation: ...)` markers removed. */
export const plainText = (value: unknown) => String(value ?? '')
  .replace(/\(Citation:[^)]*\)/g, '')
  .replace(/<\/?(?:xhtml:)?(?:p|li|br|div|h\d|tr)[^>]*>/g, '\n')
  .replace(/<[^>]+>/g, '')
  .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
  .split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n')

/** At most `max` characters, cut at a word. */
export const shorten = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : value)

/** A current object: neither revoked nor deprecated (ATT&CK's flag, or CAPEC's status). */
export const live = (object: StixObject) => object.revoked !== true && object.x_mitre_deprecated !== true && object.x_capec_status !== 'Deprecated'

/** Ids in ATT&CK's order: T1021 before T1059, T1059.001 before T1059.002. */
export const byAttackId = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })
