import { defineUpstream } from '@svc/core'

/** NASA/JPL Solar System Dynamics: SBDB Close-Approach Data API. No key. */
export const jplCad = defineUpstream({
  id: 'jpl-ssd',
  name: 'NASA/JPL Solar System Dynamics (SBDB Close-Approach Data)',
  baseUrl: 'https://ssd-api.jpl.nasa.gov',
  docsUrl: 'https://ssd-api.jpl.nasa.gov/doc/cad.html',
  license: 'Public domain (NASA/JPL)',
  timeoutMs: 20_000,
})

/** The Space Devs' Launch Library 2 (free tier: 15 calls an hour; a key raises it). */
export const launchLibrary = defineUpstream({
  id: 'launch-library',
  name: 'Launch Library 2 (The Space Devs)',
  baseUrl: 'https://ll.thespacedevs.com',
  docsUrl: 'https://ll.thespacedevs.com/docs/',
  license: 'Launch Library 2 terms (free use with attribution to The Space Devs)',
  key: { required: false, in: 'header', name: 'Authorization', prefix: 'Token ' },
  timeoutMs: 20_000,
})

/** NOAA Space Weather Prediction Center JSON products. No key. */
export const swpc = defineUpstream({
  id: 'swpc',
  name: 'NOAA Space Weather Prediction Center',
  baseUrl: 'https://services.swpc.noaa.gov',
  docsUrl: 'https://www.swpc.noaa.gov/content/data-access',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 15_000,
})

/** NASA Exoplanet Archive (Caltech/IPAC) Table Access Protocol service: ADQL over the `pscomppars` table. No key. */
export const exoplanetArchive = defineUpstream({
  id: 'exoplanet-archive',
  name: 'NASA Exoplanet Archive (Planetary Systems Composite Parameters)',
  baseUrl: 'https://exoplanetarchive.ipac.caltech.edu',
  docsUrl: 'https://exoplanetarchive.ipac.caltech.edu/docs/TAP/usingTAP.html',
  license: 'Public (NASA Exoplanet Archive; acknowledge per its data use policy)',
  timeoutMs: 30_000,
})

/** CelesTrak general perturbations (GP) element sets, as CCSDS OMM in JSON. No key; asks clients to cache (data change every few hours). */
export const celestrak = defineUpstream({
  id: 'celestrak',
  name: 'CelesTrak GP element sets',
  baseUrl: 'https://celestrak.org',
  docsUrl: 'https://celestrak.org/NORAD/documentation/gp-data-formats.php',
  license: 'CelesTrak data (free use with attribution; from the U.S. Space Force 18 SDS catalog)',
  timeoutMs: 30_000,
})
