import { defineUpstream } from '@svc/core'

/** RIPEstat Data API (RIPE NCC): routing (RIS), registry and RPKI data about any AS number or IP resource, no key. */
export const ripestat = defineUpstream({
  id: 'ripestat',
  name: 'RIPEstat Data API',
  baseUrl: 'https://stat.ripe.net',
  docsUrl: 'https://stat.ripe.net/docs/data-api/',
  terms: {
    url: 'https://www.ripe.net/about-us/legal/ripestat-service-terms-and-conditions/',
    commercial: { use: 'not-allowed', note: 'the RIPEstat Service Terms and Conditions (as projects that read them quote them; only their definitions were stored here) scope its use to network analysis, monitoring, debugging and research, forbid re-packaging, compiling or re-distributing the service or its data, and commercial purposes including "providing paid services, products or any other derivatives", without the RIPE NCC\'s written permission: serve it free, or with that permission' },
    attribution: { text: 'Data: RIPEstat, RIPE NCC (https://stat.ripe.net)', url: 'https://stat.ripe.net', note: 'the terms ask for attribution when results are published (as a project reports them); their wording for it was not read' },
  },
  license: 'RIPEstat terms and conditions (https://www.ripe.net/about-us/legal/ripestat-service-terms-and-conditions/)',
  concurrency: 6,
  maxStaleSeconds: 86_400,
})
