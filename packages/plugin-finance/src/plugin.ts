import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import amortize from './operations/amortize.ts'
import bankIdResolve from './operations/bank-id-resolve.ts'
import bin from './operations/bin.ts'
import centralBankRates from './operations/central-bank-rates.ts'
import cikTicker from './operations/cik-ticker.ts'
import companyFacts from './operations/company-facts.ts'
import companyProfile from './operations/company-profile.ts'
import figiSearch from './operations/figi-search.ts'
import figi from './operations/figi.ts'
import form144 from './operations/form-144.ts'
import ifscIndia from './operations/ifsc-india.ts'
import insiderTrades from './operations/insider-trades.ts'
import mortgagePulse from './operations/mortgage-pulse.ts'
import secFilings from './operations/sec-filings.ts'
import securityResolve from './operations/security-resolve.ts'
import thirteenF from './operations/thirteen-f.ts'
import xbrlFrames from './operations/xbrl-frames.ts'
import { vocabulary } from './vocabulary.ts'

/** The finance operations: loan math on the host, company data from SEC EDGAR, instrument and bank references. */
export const financePlugin = definePlugin({
  examples,
  group: 'finance',
  search: { vocabulary },
  operations: [
    amortize,
    bankIdResolve,
    bin,
    centralBankRates,
    cikTicker,
    companyFacts,
    companyProfile,
    figi,
    figiSearch,
    form144,
    ifscIndia,
    insiderTrades,
    mortgagePulse,
    securityResolve,
    secFilings,
    thirteenF,
    xbrlFrames,
  ],
})
