import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * data.medicaid.gov (CMS, DKAN datastore API); no key. NADAC is published as one data set per year, so the data set to read is a
 * setting: `medical.nadacDataset`, the identifier of the current year's "NADAC (National Average Drug Acquisition Cost)" data set.
 */
export const medicaid = defineUpstream({
  id: 'data-medicaid',
  name: 'data.medicaid.gov (CMS) NADAC',
  baseUrl: 'https://data.medicaid.gov',
  docsUrl: 'https://data.medicaid.gov/about/api',
  ...usGovernmentWork({ data: 'NADAC data', agency: 'CMS' }),
  timeoutMs: 20_000,
  requiredSettings: [{ path: 'medical.nadacDataset', description: 'identifier (UUID) of the current NADAC data set on data.medicaid.gov' }],
})
