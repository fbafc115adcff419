import { definePlugin } from '@svc/core'
import { fredCodes } from './search-codes.ts'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The econ group: FRED/ALFRED (the upstream @svc/plugin-finance defines, shared; key), the Treasury yield curve feed and CFTC COT (no key). */
export const econPlugin = definePlugin({
  group: 'econ',
  search: { vocabulary, codes: fredCodes },
  operations,
})
