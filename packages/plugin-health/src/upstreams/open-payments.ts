import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * CMS Open Payments (openpaymentsdata.cms.gov, DKAN datastore API); no key. One "General Payment Data" data set per program year,
 * so the data set read is a setting: `settings.health.openPaymentsDataset`.
 */
export const openPayments = defineUpstream({
  id: 'open-payments',
  name: 'CMS Open Payments',
  baseUrl: 'https://openpaymentsdata.cms.gov',
  docsUrl: 'https://openpaymentsdata.cms.gov/about/api',
  ...usGovernmentWork({ data: 'Open Payments data', agency: 'CMS' }),
  timeoutMs: 20_000,
  requiredSettings: [{ path: 'health.openPaymentsDataset', description: 'identifier of a "General Payment Data" program year data set on openpaymentsdata.cms.gov' }],
})
