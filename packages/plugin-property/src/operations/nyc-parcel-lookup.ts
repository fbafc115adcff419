import { createError, defineOperation, forbidTogether, invalidField, listAnswer, requireOne, sourceOf, textOrNull, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { amount, bblSchema, BOROUGHS, joinBbl, quote, text } from '../soql.ts'
import { DATASETS, nycOpenData } from '../upstreams/nyc-open-data.ts'

const lots = v.array(v.looseObject({
  bbl: textOrNull, borough: textOrNull, block: textOrNull, lot: textOrNull, address: textOrNull, zipcode: textOrNull, ownername: textOrNull, ownertype: textOrNull,
  landuse: textOrNull, bldgclass: textOrNull, zonedist1: textOrNull, zonedist2: textOrNull, overlay1: textOrNull, spdist1: textOrNull,
  lotarea: textOrNull, bldgarea: textOrNull, resarea: textOrNull, comarea: textOrNull, numbldgs: textOrNull, numfloors: textOrNull, unitsres: textOrNull, unitstotal: textOrNull,
  yearbuilt: textOrNull, yearalter1: textOrNull, yearalter2: textOrNull, assessland: textOrNull, assesstot: textOrNull, exempttot: textOrNull,
  builtfar: textOrNull, residfar: textOrNull, commfar: textOrNull, facilfar: textOrNull, histdist: textOrNull, landmark: textOrNull, condono: textOrNull,
  cd: textOrNull, council: textOrNull, schooldist: textOrNull, policeprct: textOrNull, latitude: textOrNull, longitude: textOrNull, version: textOrNull,
}))

/** PLUTO land use categories (landuse 01-11). */
const LAND_USE: Record<string, string> = {
  '01': 'One & Two Family Buildings', '02': 'Multi-Family Walk-Up Buildings', '03': 'Multi-Family Elevator Buildings',
  '04': 'Mixed Residential & Commercial Buildings', '05': 'Commercial & Office Buildings', '06': 'Industrial & Manufacturing',
  '07': 'Transportation & Utility', '08': 'Public Facilities & Institutions', '09': 'Open Space & Outdoor Recreation',
  '10': 'Parking Facilities', '11': 'Vacant Land',
}
/** PLUTO's two-letter borough codes, by borough digit. */
const PLUTO_BOROUGH = { 1: 'MN', 2: 'BX', 3: 'BK', 4: 'QN', 5: 'SI' } as const

export default defineOperation({
  name: 'nyc-parcel-lookup',
  method: 'GET',
  description: 'A New York City tax lot from PLUTO (NYC Department of City Planning), by BBL or by street address in a borough: owner, land use, building class, zoning, lot and building area, floors, units, year built and altered, assessed value, floor area ratios, landmark and historic district, districts and coordinates.',
  input: v.object({
    bbl: v.optional(bblSchema),
    address: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(100), v.regex(/^[\w .,'#&/-]+$/, 'must be a street address such as 350 5 AVENUE'), v.description('Street address as PLUTO writes it, e.g. 350 5 AVENUE (needs borough)'))),
    borough: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5), v.description('Borough: 1 Manhattan, 2 Bronx, 3 Brooklyn, 4 Queens, 5 Staten Island'))),
    limit: rowLimit(20, 5, 'Lots to answer for an address (1-20, default 5)'),
  }),
  upstreams: [nycOpenData],
  keywords: ['nyc parcel', 'tax lot', 'pluto', 'zoning of a lot', 'building owner nyc', 'year built', 'bbl lookup'],
  example: { params: { bbl: '3012340056' } },
  check(input) {
    requireOne(input, ['bbl', 'address'])
    forbidTogether(input, 'bbl', 'address')
    if (input.address && input.borough === undefined) throw invalidField('borough', 'is needed with an address (1 Manhattan, 2 Bronx, 3 Brooklyn, 4 Queens, 5 Staten Island)')
  },
  async handler({ input, upstream }) {
    // A BBL is a lookup; an address matches PLUTO's address words (upper case, as the city writes them).
    const query = input.bbl
      ? { bbl: input.bbl, $limit: 1 }
      : {
          $where: `borough = ${quote(PLUTO_BOROUGH[input.borough as keyof typeof PLUTO_BOROUGH])} AND upper(address) like ${quote(`%${input.address!.toUpperCase().replace(/\s+/g, ' ').replace(/[%_]/g, '')}%`)}`,
          $order: 'address', $limit: input.limit,
        }
    const response = await upstream(nycOpenData).json(`/resource/${DATASETS.pluto}.json`, { query, schema: lots, cacheTtlMs: 24 * 3600_000 })
    if (response.data.length === 0) throw createError('NOT_FOUND', input.bbl ? `bbl: PLUTO has no tax lot ${input.bbl}` : `address: PLUTO has no lot at "${input.address}" in ${BOROUGHS[input.borough as keyof typeof BOROUGHS]}`)
    const items = response.data.map((row) => {
      const borough = Number(row.bbl?.[0] ?? 0)
      return {
        bbl: joinBbl(row.bbl?.slice(0, 1), row.block, row.lot) ?? text(row.bbl)?.split('.')[0] ?? null,
        borough: BOROUGHS[borough as keyof typeof BOROUGHS] ?? text(row.borough),
        block: amount(row.block),
        lot: amount(row.lot),
        address: text(row.address),
        zip: text(row.zipcode),
        owner: text(row.ownername),
        ownerType: text(row.ownertype),
        landUse: row.landuse ? { code: row.landuse, name: LAND_USE[row.landuse.padStart(2, '0')] ?? null } : null,
        buildingClass: text(row.bldgclass),
        zoning: [row.zonedist1, row.zonedist2].map(text).filter(Boolean),
        commercialOverlay: text(row.overlay1),
        specialDistrict: text(row.spdist1),
        lotArea: amount(row.lotarea),
        buildingArea: amount(row.bldgarea),
        residentialArea: amount(row.resarea),
        commercialArea: amount(row.comarea),
        buildings: amount(row.numbldgs),
        floors: amount(row.numfloors),
        residentialUnits: amount(row.unitsres),
        totalUnits: amount(row.unitstotal),
        // PLUTO writes 0 for an unknown year.
        yearBuilt: amount(row.yearbuilt) || null,
        yearsAltered: [row.yearalter1, row.yearalter2].map(amount).filter((year): year is number => !!year),
        assessedLand: amount(row.assessland),
        assessedTotal: amount(row.assesstot),
        exemptTotal: amount(row.exempttot),
        far: { built: amount(row.builtfar), residential: amount(row.residfar), commercial: amount(row.commfar), facility: amount(row.facilfar) },
        historicDistrict: text(row.histdist),
        landmark: text(row.landmark),
        condoNumber: amount(row.condono) || null,
        communityDistrict: text(row.cd),
        councilDistrict: text(row.council),
        schoolDistrict: text(row.schooldist),
        policePrecinct: text(row.policeprct),
        lat: amount(row.latitude),
        lon: amount(row.longitude),
        plutoVersion: text(row.version),
      }
    })
    return listAnswer(items, sourceOf(nycOpenData, response.url), { mode: input.bbl ? 'lookup' : 'list', total: input.bbl ? 1 : null })
  },
})
