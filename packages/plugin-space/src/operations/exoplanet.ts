import { createError, defineOperation, invalidField, keyOf, listAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { PLANET_COLUMNS, planetOf, planetRow } from '../exoplanet-row.ts'
import { exoplanetArchive } from '../upstreams/providers.ts'

const METHODS = ['Transit', 'Radial Velocity', 'Microlensing', 'Imaging', 'Transit Timing Variations', 'Eclipse Timing Variations', 'Orbital Brightness Modulation', 'Pulsar Timing', 'Astrometry', 'Pulsation Timing Variations', 'Disk Kinematics'] as const
const SORTS = { discovered: 'disc_year desc, pl_name', distance: 'sy_dist asc, pl_name', radius: 'pl_rade asc, pl_name', name: 'pl_name' } as const
/** Names of planets and stars: letters, digits, spaces and the punctuation catalog names use. */
const NAME = /^[\p{L}\p{N} .+\-_'()/]+$/u

const name = (description: string) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60), v.regex(NAME, 'must be a planet or star name (letters, digits, spaces, . + - _ \' ( ) /)'), v.description(description)))

/** An ADQL string literal: quotes doubled, as SQL escapes them. */
export const adqlString = (text: string) => `'${text.replaceAll("'", "''")}'`

export const exoplanetInput = v.object({
  name: name('Planet name, exactly as the archive lists it (case-insensitive), e.g. Kepler-22 b or TRAPPIST-1 e'),
  hostStar: name('Host star: all its known planets, e.g. TRAPPIST-1'),
  method: v.optional(v.pipe(v.picklist(METHODS), v.description('Discovery method'))),
  year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1989), v.maxValue(2100), v.description('Discovery year'))),
  maxDistancePc: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(100_000), v.description('Only systems nearer than this, parsecs'))),
  minRadius: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100), v.description('Smallest planet radius, Earth radii'))),
  maxRadius: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100), v.description('Largest planet radius, Earth radii'))),
  sort: v.optional(v.pipe(keyOf(SORTS), v.description('discovered (newest first, default), distance, radius or name')), 'discovered'),
  limit: rowLimit(100, 20),
})
type ExoplanetInput = v.InferOutput<typeof exoplanetInput>

/** The ADQL query for the input (values validated above; strings escaped). */
export function adqlOf(input: ExoplanetInput): string {
  const where: string[] = []
  if (input.name) where.push(`upper(pl_name) = ${adqlString(input.name.toUpperCase())}`)
  if (input.hostStar) where.push(`upper(hostname) = ${adqlString(input.hostStar.toUpperCase())}`)
  if (input.method) where.push(`discoverymethod = ${adqlString(input.method)}`)
  if (input.year !== undefined) where.push(`disc_year = ${input.year}`)
  if (input.maxDistancePc !== undefined) where.push(`sy_dist <= ${input.maxDistancePc}`)
  if (input.minRadius !== undefined) where.push(`pl_rade >= ${input.minRadius}`)
  if (input.maxRadius !== undefined) where.push(`pl_rade <= ${input.maxRadius}`)
  return `select top ${input.limit} ${PLANET_COLUMNS.join(',')} from pscomppars${where.length ? ` where ${where.join(' and ')}` : ''} order by ${SORTS[input.sort]}`
}

export default defineOperation({
  name: 'exoplanet',
  cacheTtl: '1d',
  sources: sourcesInWords('NASA Exoplanet Archive TAP `GET /TAP/sync?query=<ADQL on pscomppars>&format=json`'),
  method: 'GET',
  description: 'Confirmed exoplanets from the NASA Exoplanet Archive (one row per planet, best parameters): look one up by name, list a star\'s planets, or search by discovery method, year, distance and radius. Orbit (period, semi-major axis, eccentricity), radius and mass in Earth units, equilibrium temperature, insolation, host star and distance.',
  input: exoplanetInput,
  check: (input) => {
    if (input.minRadius !== undefined && input.maxRadius !== undefined && input.minRadius > input.maxRadius) {
      throw invalidField('maxRadius', 'must be at least minRadius')
    }
  },
  upstreams: [exoplanetArchive],
  keywords: ['exoplanet lookup', 'planets around trappist-1', 'earth-like exoplanets', 'nearest exoplanets', 'kepler planets', 'exoplanets discovered this year'],
  async handler({ input, upstream }) {
    const response = await upstream(exoplanetArchive).json('/TAP/sync', {
      query: { query: adqlOf(input), format: 'json' },
      schema: v.array(planetRow),
    })
    const items = response.data.map(planetOf)
    const mode = input.name ? 'lookup' : 'list'
    if (mode === 'lookup' && items.length === 0) throw createError('NOT_FOUND', `no confirmed exoplanet named "${input.name}" in the NASA Exoplanet Archive`)
    return listAnswer(items, sourceOf(exoplanetArchive, response.url), { mode, total: items.length < input.limit ? items.length : null })
  },
})
