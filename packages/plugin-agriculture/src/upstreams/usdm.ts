import { defineUpstream } from '@svc/core'

/** The U.S. Drought Monitor's data services (National Drought Mitigation Center, UNL); no key. */
export const droughtMonitor = defineUpstream({
  id: 'usdm',
  name: 'U.S. Drought Monitor (NDMC, USDA, NOAA)',
  baseUrl: 'https://usdmdataservices.unl.edu',
  docsUrl: 'https://droughtmonitor.unl.edu/DmData/DataDownload/WebServiceInfo.aspx',
  license: 'Public data; credit "The U.S. Drought Monitor is jointly produced by the National Drought Mitigation Center at the University of Nebraska-Lincoln, the USDA and NOAA. Map courtesy of NDMC."',
  timeoutMs: 20_000,
})
