import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * CISA's CSAF advisories, as CISA publishes them in its CSAF repository (the ROLIE feed and each
 * advisory's `self` reference point there): ICS advisories (ICSA) and ICS medical advisories (ICSMA).
 */
export const cisaCsaf = defineUpstream({
  id: 'cisa-csaf',
  name: 'CISA ICS advisories (CSAF)',
  baseUrl: 'https://raw.githubusercontent.com/cisagov/CSAF/develop',
  docsUrl: 'https://www.cisa.gov/news-events/cybersecurity-advisories/ics-advisories',
  ...usGovernmentWork({ data: 'CISA ICS advisories', agency: 'CISA', licenseNote: 'TLP:WHITE / CLEAR, disclosure not limited' }),
  timeoutMs: 30_000,
  maxStaleSeconds: 7 * 86_400,
})

/** The TLP:WHITE OT feed (ROLIE, RFC 8322) and the folder of its advisories. */
export const OT_FEED = '/csaf_files/OT/white/cisa-csaf-ot-feed-tlp-white.json'
export const otAdvisoryPath = (id: string) => `/csaf_files/OT/white/20${id.split('-')[1]}/${id.toLowerCase()}.json`
