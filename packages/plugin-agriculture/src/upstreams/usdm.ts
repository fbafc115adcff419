import { defineUpstream } from '@svc/core'

/** The U.S. Drought Monitor's data services (National Drought Mitigation Center, UNL); no key. */
export const droughtMonitor = defineUpstream({
  id: 'usdm',
  name: 'U.S. Drought Monitor (NDMC, USDA, NOAA)',
  baseUrl: 'https://usdmdataservices.unl.edu',
  docsUrl: 'https://droughtmonitor.unl.edu/DmData/DataDownload/WebServiceInfo.aspx',
  license: 'Public data; credit "The U.S. Drought Monitor is jointly produced by the National Drought Mitigation Center at the University of Nebraska-Lincoln, the USDA and NOAA. Map courtesy of NDMC."',
  timeoutMs: 20_000,
  // No request rate is published; the maps and statistics are public, with the credit below asked for.
  terms: {
    url: 'https://droughtmonitor.unl.edu/About/MediaKit.aspx',
    commercial: { use: 'allowed', note: 'the NDMC provides the map, data and statistics to the public; no restriction on use is published' },
    attribution: { text: 'The U.S. Drought Monitor is jointly produced by the National Drought Mitigation Center at the University of Nebraska-Lincoln, the United States Department of Agriculture and the National Oceanic and Atmospheric Administration. Map courtesy of NDMC.' },
  },
})
