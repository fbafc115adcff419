import { defineUpstream } from '@svc/core'

/** UNECE's UN/LOCODE download service: the code list as a zip of CSV files, no key. */
export const uneceLocode = defineUpstream({
  id: 'unece-locode',
  name: 'UNECE UN/LOCODE',
  baseUrl: 'https://service.unece.org',
  docsUrl: 'https://unece.org/trade/cefact/UNLOCODE-Download',
  license: 'UN/LOCODE, UNECE: free to use and redistribute (https://unece.org/trade/uncefact/unlocode)',
  timeoutMs: 60_000,
})

/** The archive of the current issue, under the base URL; `settings.trade.locodeArchive` points at a newer one. */
export const DEFAULT_LOCODE_ARCHIVE = '/trade/locode/loc242csv.zip'
