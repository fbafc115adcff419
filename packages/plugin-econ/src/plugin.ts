import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import commodity from './operations/commodity.ts'
import cot from './operations/cot.ts'
import fred from './operations/fred.ts'
import fredCategories from './operations/fred-categories.ts'
import fredRegional from './operations/fred-regional.ts'
import fredReleases from './operations/fred-releases.ts'
import fredVintage from './operations/fred-vintage.ts'
import indicator from './operations/indicator.ts'
import recession from './operations/recession.ts'
import yieldCurve from './operations/yield-curve.ts'
import { vocabulary } from './vocabulary.ts'

/** The econ group: FRED/ALFRED (the upstream @svc/plugin-finance defines, shared; key), the Treasury yield curve feed and CFTC COT (no key). */
export const econPlugin = definePlugin({
  examples,
  group: 'econ',
  search: { vocabulary },
  operations: [
    fred,
    fredCategories,
    fredReleases,
    fredRegional,
    fredVintage,
    recession,
    yieldCurve,
    indicator,
    commodity,
    cot,
  ],
})
