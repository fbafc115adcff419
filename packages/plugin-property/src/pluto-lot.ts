// PLUTO's tax lot rows and each as the lot nyc-parcel-lookup answers.
import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { amount, BOROUGHS, joinBbl, text } from './soql.ts'

export const lots = v.array(v.looseObject({
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

/** A PLUTO row as a lot: codes named, numbers read, empty fields null. */
export function plutoLot(row: v.InferOutput<typeof lots>[number]) {
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
}
