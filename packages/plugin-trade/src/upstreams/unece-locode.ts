import { defineUpstream } from '@svc/core'

/** UNECE's UN/LOCODE download service: the code list as a zip of CSV files, no key. */
export const uneceLocode = defineUpstream({
  id: 'unece-locode',
  name: 'UNECE UN/LOCODE',
  baseUrl: 'https://service.unece.org',
  docsUrl: 'https://unece.org/trade/cefact/UNLOCODE-Download',
  terms: { url: 'https://unece.org/terms-and-conditions-use-united-nations-websites', commercial: { use: 'unknown', note: 'sources disagree: the UN websites\' terms allow "personal, non-commercial use, without any right to resell or redistribute", while users of issue 2025-1 cite CC BY 4.0 and data packages PDDL; no UNECE statement for the code list itself was read' } },
  license: 'UN/LOCODE, UNECE: free to use and redistribute (https://unece.org/trade/uncefact/unlocode)',
  timeoutMs: 60_000,
})

/** The archive of the current issue, under the base URL; `settings.trade.locodeArchive` points at a newer one. */
export const DEFAULT_LOCODE_ARCHIVE = '/trade/locode/loc242csv.zip'
