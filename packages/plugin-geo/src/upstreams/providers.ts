import { defineUpstream, usGovernmentWork } from '@svc/core'

/** USGS 3D Elevation Program: Elevation Point Query Service (US and territories). */
export const usgsEpqs = defineUpstream({
  id: 'usgs-epqs',
  name: 'USGS Elevation Point Query Service (3DEP)',
  baseUrl: 'https://epqs.nationalmap.gov',
  docsUrl: 'https://epqs.nationalmap.gov/v1/docs',
  ...usGovernmentWork({ data: 'USGS elevation data' }),
  timeoutMs: 20_000,
})

/** Zippopotam.us: postal codes of about 60 countries (GeoNames data). */
export const zippopotam = defineUpstream({
  id: 'zippopotam',
  name: 'Zippopotam.us',
  baseUrl: 'https://api.zippopotam.us',
  docsUrl: 'https://www.zippopotam.us/',
  terms: { url: 'https://www.geonames.org/export/zip/readme.txt', commercial: { use: 'allowed', note: 'Zippopotam.us publishes no terms of its own and serves only GeoNames data (its docs, zippopotamus/docs); GeoNames\' postal code files are CC BY: usable "as long as you give credit to geonames"' }, attribution: { text: 'Postal code data from GeoNames (www.geonames.org), CC BY', url: 'https://www.geonames.org/' } },
  license: 'GeoNames postal code data, CC BY 4.0',
  timeoutMs: 10_000,
})

/** FEMA National Flood Hazard Layer, ArcGIS REST map service (layer 28: flood hazard zones). */
export const femaNfhl = defineUpstream({
  id: 'fema-nfhl',
  name: 'FEMA National Flood Hazard Layer',
  baseUrl: 'https://hazards.fema.gov',
  docsUrl: 'https://hazards.fema.gov/femaportal/wps/portal/NFHLWMS',
  ...usGovernmentWork({ data: 'FEMA flood hazard data' }),
  timeoutMs: 30_000,
})
