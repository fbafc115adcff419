import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
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
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'finance',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    amortize, //       GET /api/finance/amortize         0.0025  computed
    bankIdResolve, //  GET /api/finance/bank-id-resolve  0.012   checks on the host + finance.ifsc-india, bank.lookup (FDIC)
    bin, //            GET /api/finance/bin              0.0025  binlist.net
    centralBankRates, // GET /api/finance/central-bank-rates  0.012  FRED (key)
    cikTicker, //      GET /api/finance/cik-ticker       0.009   SEC company ticker file
    companyFacts, //   GET /api/finance/company-facts    0.012   SEC XBRL company facts
    companyProfile, // GET /api/finance/company-profile  0.0144  SEC submissions + company facts
    figi, //           GET /api/finance/figi             0.0036  OpenFIGI mapping
    figiSearch, //     GET /api/finance/figi-search      0.0036  OpenFIGI search
    form144, //        GET /api/finance/form-144         0.0045  SEC Form 144 XML
    ifscIndia, //      GET /api/finance/ifsc-india       0.0025  Razorpay IFSC (RBI)
    insiderTrades, //  GET /api/finance/insider-trades   0.018   SEC Form 4 XML
    mortgagePulse, //  GET /api/finance/mortgage-pulse   0.012   FRED: Freddie Mac PMMS (key)
    securityResolve, // GET /api/finance/security-resolve 0.012  OpenFIGI + SEC ticker file
    secFilings, //     GET /api/finance/sec-filings      0.009   SEC submissions
    thirteenF, //      GET /api/finance/thirteen-f       0.018   SEC 13F-HR information table XML
    xbrlFrames, //     GET /api/finance/xbrl-frames      0.0054  SEC XBRL frames
  ],
})
