import { defineUpstream } from '@svc/core'

/** NASA Earth Observatory Natural Event Tracker (EONET) v3. No key. */
export const eonet = defineUpstream({
  id: 'eonet',
  name: 'NASA EONET (Earth Observatory Natural Event Tracker)',
  baseUrl: 'https://eonet.gsfc.nasa.gov',
  docsUrl: 'https://eonet.gsfc.nasa.gov/docs/v3',
  license: 'Public domain (NASA); each event cites its sources',
  timeoutMs: 20_000,
})

/** NASA EPIC (DSCOVR's Earth Polychromatic Imaging Camera). No key on its own host. */
export const epic = defineUpstream({
  id: 'epic',
  name: 'NASA EPIC (DSCOVR)',
  baseUrl: 'https://epic.gsfc.nasa.gov',
  docsUrl: 'https://epic.gsfc.nasa.gov/about/api',
  license: 'Public domain (NASA)',
  timeoutMs: 20_000,
})
