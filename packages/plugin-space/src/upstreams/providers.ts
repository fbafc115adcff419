import { defineUpstream, optionalKey, usGovernmentWork } from '@svc/core'

/** NASA/JPL Solar System Dynamics: SBDB Close-Approach Data API. No key. */
export const jplCad = defineUpstream({
  id: 'jpl-ssd',
  name: 'NASA/JPL Solar System Dynamics (SBDB Close-Approach Data)',
  baseUrl: 'https://ssd-api.jpl.nasa.gov',
  docsUrl: 'https://ssd-api.jpl.nasa.gov/doc/cad.html',
  terms: { url: 'https://ssd-api.jpl.nasa.gov/', commercial: { use: 'unknown', note: 'JPL SSD publishes no terms page for the API; its FAQ (ssd.jpl.nasa.gov/faq.html, as a project read it on 2026-09-17; not stored here), asked about publishing information from the site, answers "the short answer is yes" but asks to be told what will be used and how, and prefers a link to its pages, saying nothing of paid use; JPL is run by Caltech for NASA, so its data are not a U.S. government work by default, and no JPL or NASA page placing the SSD data in the public domain was found (searched 2026-11-30: pages and docs for SSD terms and data use; issues; find_string on JPL\'s policy addresses: JPL\'s image use policy covers images and video only)' } },
  license: 'Public domain (NASA/JPL)',
  timeoutMs: 20_000,
})

/** The Space Devs' Launch Library 2 (free: 15 calls an hour per IP; a Patreon supporter's key raises it). */
export const launchLibrary = defineUpstream({
  id: 'launch-library',
  name: 'Launch Library 2 (The Space Devs)',
  baseUrl: 'https://ll.thespacedevs.com',
  docsUrl: 'https://ll.thespacedevs.com/docs/',
  license: 'Launch Library 2 (The Space Devs): data free to access, from public sources',
  key: optionalKey.header('Authorization', 'https://thespacedevs.com/supportus', 'Token '),
  // The keyed limit depends on the supporter tier, so only the free one is declared.
  quota: { withoutKey: { requests: 15, perSeconds: 3600 }, url: 'https://github.com/TheSpaceDevs/Tutorials/blob/main/faqs/faq_LL2.md#is-ll2-free-to-use' },
  terms: {
    url: 'https://github.com/TheSpaceDevs/Tutorials/blob/main/faqs/faq_LL2.md#free-and-paid-access',
    commercial: { use: 'allowed', note: 'all Launch Library 2 data is free to access (15 calls an hour without a key)' },
    caching: { note: 'The Space Devs ask heavy users to serve their clients from a cache refreshed within the hourly limit' },
  },
  timeoutMs: 20_000,
})

/** NOAA Space Weather Prediction Center JSON products. No key. */
export const swpc = defineUpstream({
  id: 'swpc',
  name: 'NOAA Space Weather Prediction Center',
  baseUrl: 'https://services.swpc.noaa.gov',
  docsUrl: 'https://www.swpc.noaa.gov/content/data-access',
  ...usGovernmentWork({ data: 'NOAA space weather products' }),
})

/** NASA Exoplanet Archive (Caltech/IPAC) Table Access Protocol service: ADQL over the `pscomppars` table. No key. */
export const exoplanetArchive = defineUpstream({
  id: 'exoplanet-archive',
  name: 'NASA Exoplanet Archive (Planetary Systems Composite Parameters)',
  baseUrl: 'https://exoplanetarchive.ipac.caltech.edu',
  docsUrl: 'https://exoplanetarchive.ipac.caltech.edu/docs/TAP/usingTAP.html',
  license: 'Public (NASA Exoplanet Archive; acknowledge per its data use policy)',
  terms: {
    url: 'https://exoplanetarchive.ipac.caltech.edu/docs/acknowledge.html',
    commercial: { use: 'allowed', note: 'public NASA archive data; the archive asks for an acknowledgement' },
    attribution: { text: 'This research has made use of the NASA Exoplanet Archive, which is operated by the California Institute of Technology, under contract with the National Aeronautics and Space Administration under the Exoplanet Exploration Program.' },
  },
  timeoutMs: 30_000,
})

/** CelesTrak general perturbations (GP) element sets, as CCSDS OMM in JSON. No key; asks clients to cache (data change every few hours). */
export const celestrak = defineUpstream({
  id: 'celestrak',
  name: 'CelesTrak GP element sets',
  baseUrl: 'https://celestrak.org',
  docsUrl: 'https://celestrak.org/NORAD/documentation/gp-data-formats.php',
  license: 'CelesTrak data (free use with attribution; from the U.S. Space Force 18 SDS catalog)',
  // The usage policy asks machine clients to stop on any answer but 200 and not to fetch a data set more often than it
  // changes (GP data every two hours), or their IP is firewalled: answers are cached two hours; CelesTrak's 403 (over a
  // limit, or "not updated since your last download") counts as its rate limit, so every host stops calling it for an
  // hour and a cached answer up to 12 hours old is served meanwhile; a failing CelesTrak (5xx, timeouts) is left alone
  // for 10 minutes.
  isRateLimited: (response) => response.status === 403,
  quota: { lockoutSeconds: 3600, url: 'https://celestrak.org/usage-policy.php' },
  maxStaleSeconds: 12 * 3600,
  breaker: { failures: 2, windowSeconds: 600, openSeconds: 600 },
  terms: {
    url: 'https://celestrak.org/usage-policy.php',
    commercial: { use: 'allowed', note: 'CelesTrak is free for all users who keep to its usage policy' },
    caching: { note: 'fetch a data set no more often than it updates (GP data: every two hours); stop on any non-200 answer', url: 'https://celestrak.org/NORAD/documentation/gp-data-formats.php' },
  },
  timeoutMs: 30_000,
})
