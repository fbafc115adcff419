import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** FMCSA QCMobile API (carrier census, safety and BASICs); needs a free webKey. */
export const fmcsa = defineUpstream({
  id: 'fmcsa',
  name: 'FMCSA QCMobile (Federal Motor Carrier Safety Administration)',
  baseUrl: 'https://mobile.fmcsa.dot.gov',
  docsUrl: 'https://mobile.fmcsa.dot.gov/QCDevsite/docs/qcApi',
  ...usGovernmentWork({ data: 'FMCSA carrier records', licenseNote: 'FMCSA QCMobile terms' }),
  // FMCSA's API Access page: log in with Login.gov, then My WebKeys > Get a new WebKey.
  key: requiredKey.query('webKey', 'https://mobile.fmcsa.dot.gov/QCDevsite/docs/apiAccess'),
  timeoutMs: 20_000,
  cacheTtlMs: 86_400_000,
})
