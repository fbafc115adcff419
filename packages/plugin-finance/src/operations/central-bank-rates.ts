import { defineOperation, isApiError, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { fredObservationsSource, fredSeries } from '@svc/providers/fred'
import { fred } from '@svc/providers/fred'

/**
 * Policy rates by central bank, as FRED carries them: the Fed's target range and effective
 * rate and the ECB's three rates daily; other banks from the OECD's monthly "central bank
 * rates" series (IRSTCB01..M156N).
 */
const BANKS = {
  fed: { name: 'Federal Reserve', currency: 'USD', series: { upperTarget: 'DFEDTARU', lowerTarget: 'DFEDTARL', effective: 'DFF' } },
  ecb: { name: 'European Central Bank', currency: 'EUR', series: { depositFacility: 'ECBDFR', mainRefinancing: 'ECBMRRFR', marginalLending: 'ECBMLFR' } },
  boe: { name: 'Bank of England', currency: 'GBP', series: { policyRate: 'IRSTCB01GBM156N' } },
  boj: { name: 'Bank of Japan', currency: 'JPY', series: { policyRate: 'IRSTCB01JPM156N' } },
  boc: { name: 'Bank of Canada', currency: 'CAD', series: { policyRate: 'IRSTCB01CAM156N' } },
  rba: { name: 'Reserve Bank of Australia', currency: 'AUD', series: { policyRate: 'IRSTCB01AUM156N' } },
  snb: { name: 'Swiss National Bank', currency: 'CHF', series: { policyRate: 'IRSTCB01CHM156N' } },
} as const
type Bank = keyof typeof BANKS

export default defineOperation({
  name: 'central-bank-rates',
  method: 'GET',
  description: 'Current policy rates of major central banks (Federal Reserve target range and effective rate, ECB deposit, refinancing and marginal lending rates, Bank of England, Bank of Japan, Bank of Canada, RBA, SNB) with their dates; each bank reports found or error on its own.',
  input: v.object({
    banks: v.optional(v.pipe(
      v.string(),
      v.transform((text) => [...new Set(text.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean))]),
      v.minLength(1, 'must name at least one bank'),
      v.check((list) => list.every((item) => item in BANKS), `must be a comma-separated list among ${Object.keys(BANKS).join(', ')}`),
      v.description(`Banks among ${Object.keys(BANKS).join(', ')} (default all)`),
    )),
  }),
  upstreams: [fred],
  sources: [{ ...fredObservationsSource, about: 'FRED `GET /fred/series/observations` (Fed, ECB daily; OECD monthly for BoE, BoJ, BoC, RBA, SNB)' }],
  keywords: ['interest rates', 'fed funds rate', 'ecb rate', 'policy rate', 'central bank'],
  async handler({ input, upstream }) {
    const client = upstream(fred)
    const banks = (input.banks ?? Object.keys(BANKS)) as Bank[]
    const items = await Promise.all(banks.map(async (bank) => {
      const spec = BANKS[bank]
      try {
        const rates = await Promise.all(Object.entries(spec.series).map(async ([name, seriesId]) => {
          const { points } = await fredSeries(client, seriesId, 10)
          const latest = points.find((point) => point.value !== null)
          return [name, latest ? { rate: latest.value, date: latest.date, series: seriesId } : null] as const
        }))
        return { bank, name: spec.name, currency: spec.currency, status: 'found' as const, rates: Object.fromEntries(rates) }
      } catch (error) {
        // One bank's failure must not fail the others.
        return { bank, name: spec.name, currency: spec.currency, status: 'error' as const, error: isApiError(error) ? error.message : 'FRED could not be read', rates: null, cause: error }
      }
    }))
    // With nothing found the call failed: answer the first error (and charge nothing).
    const failed = items.filter((item) => item.status === 'error')
    if (failed.length === items.length) throw failed[0]!.cause
    for (const item of failed) delete (item as { cause?: unknown }).cause
    return listAnswer(items, sourceOf(fred, 'https://fred.stlouisfed.org/'))
  },
})
