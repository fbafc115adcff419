import { defineUpstream } from '@svc/core'

/** UNECE's UN/LOCODE download service: the code list as a zip of CSV files, no key. */
export const uneceLocode = defineUpstream({
  id: 'unece-locode',
  name: 'UNECE UN/LOCODE',
  baseUrl: 'https://service.unece.org',
  docsUrl: 'https://unece.org/trade/cefact/UNLOCODE-Download',
  // UN/CEFACT's own UN/LOCODE repository states the terms of the code list itself: its IP, "available for free use under
  // MIT open source license" (api/locodes.json), the MIT notice in its LICENSE; that statement, specific to the list, is
  // read as prevailing over the UN websites' general "personal, non-commercial use" (fixtures/unece-locode/README.md).
  terms: {
    url: 'https://github.com/uncefact/vocab-locode/blob/main/api/locodes.json',
    commercial: { use: 'allowed', note: 'UN/CEFACT: "IP is owned by UN/CEFACT but is available for free use under MIT open source license"; the MIT License keeps its copyright notice with the data' },
    attribution: { text: 'UN/LOCODE, Copyright (c) UN/CEFACT (UNECE), MIT License', url: 'https://github.com/uncefact/vocab-locode/blob/main/LICENSE' },
  },
  license: 'UN/LOCODE, UN/CEFACT (UNECE): MIT License (https://github.com/uncefact/vocab-locode/blob/main/LICENSE)',
  timeoutMs: 60_000,
})

/** The archive of the current issue, under the base URL; `settings.trade.locodeArchive` points at a newer one. */
export const DEFAULT_LOCODE_ARCHIVE = '/trade/locode/loc242csv.zip'
