import { defineUpstream } from '@svc/core'

/** NASA Earth Observatory Natural Event Tracker (EONET) v3. No key. */
export const eonet = defineUpstream({
  id: 'eonet',
  name: 'NASA EONET (Earth Observatory Natural Event Tracker)',
  baseUrl: 'https://eonet.gsfc.nasa.gov',
  docsUrl: 'https://eonet.gsfc.nasa.gov/docs/v3',
  license: 'Public domain (NASA); each event cites its sources',
  // No request rate is published for EONET's own host.
  terms: {
    url: 'https://www.nasa.gov/nasa-brand-center/images-and-media/',
    commercial: { use: 'allowed', note: 'NASA material is generally not copyrighted; each EONET event names the sources it draws on' },
  },
  timeoutMs: 20_000,
})

/** NASA EPIC (DSCOVR's Earth Polychromatic Imaging Camera). No key on its own host. */
export const epic = defineUpstream({
  id: 'epic',
  name: 'NASA EPIC (DSCOVR)',
  baseUrl: 'https://epic.gsfc.nasa.gov',
  docsUrl: 'https://epic.gsfc.nasa.gov/about/api',
  license: 'Public domain (NASA)',
  // No request rate is published for EPIC's own host (api.nasa.gov's copy counts against an api.data.gov key instead).
  terms: {
    url: 'https://epic.gsfc.nasa.gov/about',
    commercial: { use: 'allowed', note: 'NASA imagery is generally not copyrighted; NASA asks to be credited' },
    attribution: { text: 'Image credit: NASA EPIC Team (DSCOVR)' },
  },
  timeoutMs: 20_000,
})
