import { defineOperation, listAnswer, sourceOf, coordinates } from '@svc/core'
import * as v from 'valibot'
import { soilDataAccess } from '../upstreams/providers.ts'

const COLUMNS = ['mukey', 'muname', 'compname', 'comppct_r', 'majcompflag', 'taxclname', 'drainagecl', 'hydgrp', 'slope_r', 'farmlndcl'] as const

/** The SQL for the map unit components under a point (SDA's WKT intersection function). Coordinates are numbers: nothing else enters the text. */
export function profileQuery(lat: number, lon: number): string {
  return `SELECT mu.mukey, mu.muname, c.compname, c.comppct_r, c.majcompflag, c.taxclname, c.drainagecl, c.hydgrp, c.slope_r, mu.farmlndcl
FROM mapunit mu INNER JOIN component c ON c.mukey = mu.mukey
WHERE mu.mukey IN (SELECT * FROM SDA_Get_Mukey_from_intersection_with_WktWgs84('point(${lon} ${lat})'))
ORDER BY c.comppct_r DESC`
}

// JSON+COLUMNNAME: the first row holds the column names; an empty result is `{}` (strict: any other member is another shape).
const tableAnswer = v.strictObject({ Table: v.optional(v.array(v.array(v.nullable(v.string()))), []) })

const number = (text: string | null | undefined) => (text === null || text === undefined || text === '' ? null : Number(text))

export default defineOperation({
  name: 'profile',
  method: 'GET',
  description: 'Soil at a US point from the NRCS SSURGO survey (Soil Data Access): the map unit and its components by share, with taxonomic class, drainage class, hydrologic soil group, slope and farmland class.',
  input: v.object({
    ...coordinates(),
  }),
  upstreams: [soilDataAccess],
  sources: [{ path: '/Tabular/post.rest', method: 'POST', cacheTtl: '30d' }],
  keywords: ['soil type', 'what soil is here', 'soil survey', 'hydrologic soil group', 'soil drainage', 'prime farmland'],
  async handler({ input, upstream }) {
    const response = await upstream(soilDataAccess).json('/Tabular/post.rest', {
      method: 'POST',
      body: { query: profileQuery(input.lat, input.lon), format: 'JSON+COLUMNNAME' },
      schema: tableAnswer,
    })
    const [header, ...rows] = response.data.Table
    const at = (name: (typeof COLUMNS)[number]) => header?.indexOf(name) ?? -1
    const items = rows.map((row) => ({
      mapUnitKey: row[at('mukey')] ?? null,
      mapUnit: row[at('muname')] ?? null,
      component: row[at('compname')] ?? null,
      percent: number(row[at('comppct_r')]),
      major: row[at('majcompflag')] === 'Yes',
      taxonomicClass: row[at('taxclname')] ?? null,
      drainageClass: row[at('drainagecl')] ?? null,
      hydrologicGroup: row[at('hydgrp')] ?? null,
      slopePercent: number(row[at('slope_r')]),
      farmlandClass: row[at('farmlndcl')] ?? null,
    }))
    return listAnswer(items, sourceOf(soilDataAccess, response.url))
  },
})
