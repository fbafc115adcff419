import * as v from 'valibot'

const snakSchema = v.object({
  snaktype: v.string(),
  property: v.string(),
  datavalue: v.optional(v.object({ type: v.string(), value: v.unknown() })),
})
export const claimSchema = v.object({ mainsnak: snakSchema, rank: v.optional(v.string(), 'normal') })
export type Claim = v.InferOutput<typeof claimSchema>

/** A statement's value as svc answers it; an item stays `{ id }` until its label is known. */
export type FactValue = string | number | { id: string; label?: string | null } | { lat: number; lon: number } | { amount: number; unit: string | null }

const itemValue = v.object({ id: v.string() })
const timeValue = v.object({ time: v.string(), precision: v.number() })
const coordinateValue = v.object({ latitude: v.number(), longitude: v.number() })
const quantityValue = v.object({ amount: v.string(), unit: v.string() })
const textValue = v.object({ text: v.string() })

/** The value of a statement's main snak; null for "no value", "unknown value" and types this package does not read. */
export function factValue(claim: Claim): FactValue | null {
  const value = claim.mainsnak.datavalue
  if (claim.mainsnak.snaktype !== 'value' || !value) return null
  switch (value.type) {
    case 'wikibase-entityid': return v.is(itemValue, value.value) ? { id: value.value.id } : null
    case 'time': return v.is(timeValue, value.value) ? wikidataDate(value.value.time, value.value.precision) : null
    case 'globecoordinate': return v.is(coordinateValue, value.value) ? { lat: value.value.latitude, lon: value.value.longitude } : null
    case 'quantity': return v.is(quantityValue, value.value) ? quantity(value.value.amount, value.value.unit) : null
    case 'monolingualtext': return v.is(textValue, value.value) ? value.value.text : null
    case 'string': return typeof value.value === 'string' ? media(claim.mainsnak.property, value.value) : null
    default: return null
  }
}

/** `+1952-03-11T00:00:00Z` at precision 11 (day) -> `1952-03-11`; 10 -> `1952-03`; 9 or less -> `1952` (negative years kept). */
export function wikidataDate(time: string, precision: number): string | null {
  const match = /^([+-])(\d+)-(\d{2})-(\d{2})T/.exec(time)
  if (!match) return null
  const year = `${match[1] === '-' ? '-' : ''}${match[2]!.padStart(4, '0')}`
  if (precision >= 11) return `${year}-${match[3]}-${match[4]}`
  if (precision === 10) return `${year}-${match[3]}`
  return year
}

function quantity(amount: string, unit: string): { amount: number; unit: string | null } | number {
  const value = Number(amount)
  // Unit "1" means a plain number; otherwise it is the unit's item URI.
  return unit === '1' ? value : { amount: value, unit: unit.replace('http://www.wikidata.org/entity/', '') }
}

/** Image and logo statements name a Commons file: answered as its URL. */
function media(property: string, value: string): string {
  return property === 'P18' || property === 'P154' ? `https://commons.wikimedia.org/wiki/Special:FilePath/${encodeURIComponent(value.replaceAll(' ', '_'))}` : value
}

/** The statements to answer: deprecated ones never; preferred ones alone when there are any. */
export function bestClaims(claims: Claim[]): Claim[] {
  const live = claims.filter((claim) => claim.rank !== 'deprecated')
  const preferred = live.filter((claim) => claim.rank === 'preferred')
  return preferred.length ? preferred : live
}
