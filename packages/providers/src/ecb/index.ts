import { createError, defineUpstream, type OperationSource, UpstreamError, type UpstreamClient } from '@svc/core'

/** The ECB's euro foreign exchange reference rates, published around 16:00 CET on TARGET business days. */
export const ecb = defineUpstream({
  id: 'ecb',
  name: 'European Central Bank',
  baseUrl: 'https://www.ecb.europa.eu',
  docsUrl: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
  terms: { url: 'https://www.ecb.europa.eu/stats/ecb_statistics/html/index.en.html', commercial: { use: 'allowed', note: 'the ESCB follows "a policy of free access and free reuse for its publicly released statistics", free of charge whether the reuse is commercial or not, provided the source is acknowledged and the statistics are not modified (ESCB reuse policy, read as republished by ESCB central banks)' }, attribution: { text: 'Source: ECB statistics' } },
  license: 'ECB statistics reuse policy: free reuse with the source acknowledged',
  timeoutMs: 10_000,
  headers: { accept: 'application/xml, text/xml' },
})

/** One published day: rates per currency, in units of currency per euro. */
export interface RateDay {
  date: string
  rates: Map<string, number>
}

/** The three files; the history files are the same gesmes envelope as the daily one, one day per line. */
export const FILES = {
  latest: { path: '/stats/eurofxref/eurofxref-daily.xml', cacheTtl: '1h' },
  last90Days: { path: '/stats/eurofxref/eurofxref-hist-90d.xml', cacheTtl: '1h' },
  history: { path: '/stats/eurofxref/eurofxref-hist.xml', cacheTtl: '12h' },
} as const

/** Files as the `sources` of the operations that read them (`loadRateDays`), each kept its `cacheTtl`; left out, all three (`latestPublication`, `publicationOn`). */
export const ecbSources = (...files: FileName[]): OperationSource[] =>
  (files.length ? files : (Object.keys(FILES) as FileName[])).map((file) => ({ upstream: ecb, path: FILES[file].path, cacheTtl: FILES[file].cacheTtl }))
type FileName = keyof typeof FILES

const DAY_MS = 86_400_000
/** Longest run of days without a publication we bridge (Easter and Christmas closings are 4-5 days). */
export const MAX_LOOKBACK_DAYS = 10
/** Dates this recent are read from the 90-day file; it starts about 90 calendar days back. */
export const RECENT_DAYS = 80

/** Parses `<Cube time='YYYY-MM-DD'>` days holding `<Cube currency='XXX' rate='n'/>` (either quote style), newest first. */
export function parseRates(xml: string): RateDay[] {
  const days: RateDay[] = []
  const dayPattern = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>/g
  const ratePattern = /<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g
  for (const [, date, body] of xml.matchAll(dayPattern)) {
    const rates = new Map<string, number>()
    for (const [, currency, rate] of body!.matchAll(ratePattern)) {
      const value = Number(rate)
      if (value > 0) rates.set(currency!, value)
    }
    if (rates.size > 0) days.push({ date: date!, rates })
  }
  return days.sort((a, b) => (a.date < b.date ? 1 : -1))
}

const parsed = new Map<string, { xml: string; days: RateDay[] }>()

/** Units of `currency` per euro on that day (1 for EUR), or undefined when the ECB did not publish it. */
export function perEuro(day: RateDay, currency: string): number | undefined {
  return currency === 'EUR' ? 1 : day.rates.get(currency)
}

/** Fetches one file (cached by the upstream client) and parses it once per download; an answer without rates is a 502. */
export async function loadRateDays(client: UpstreamClient, file: FileName): Promise<{ days: RateDay[]; url: string }> {
  const { path } = FILES[file]
  const response = await client.text(path)
  const key = `${client.baseUrl}${path}`
  let entry = parsed.get(key)
  if (!entry || entry.xml !== response.data) {
    entry = { xml: response.data, days: parseRates(response.data) }
    parsed.set(key, entry)
  }
  if (entry.days.length === 0) throw new UpstreamError('UPSTREAM_FAILED', `${ecb.name} sent no reference rates`, response.status, response.data.slice(0, 200))
  return { days: entry.days, url: response.url }
}

/** The latest publication (the daily file). */
export async function latestPublication(client: UpstreamClient): Promise<{ day: RateDay; url: string }> {
  const { days, url } = await loadRateDays(client, 'latest')
  return { day: days[0]!, url }
}

/**
 * The last publication on or before `date` (at most MAX_LOOKBACK_DAYS earlier): recent dates come
 * from the 90-day file, older ones (or ones it does not reach) from the full history since 1999-01-04.
 */
export async function publicationOn(client: UpstreamClient, date: string, today: string): Promise<{ day: RateDay; url: string }> {
  const age = (Date.parse(today) - Date.parse(date)) / DAY_MS
  const files: FileName[] = age <= RECENT_DAYS ? ['last90Days', 'history'] : ['history']
  const earliest = new Date(Date.parse(date) - MAX_LOOKBACK_DAYS * DAY_MS).toISOString().slice(0, 10)
  let first: string | undefined
  for (const file of files) {
    const { days, url } = await loadRateDays(client, file)
    const day = days.find((candidate) => candidate.date <= date)
    if (day && day.date >= earliest) return { day, url }
    first = days.at(-1)?.date
  }
  const hint = first && date < first ? `; the ECB publishes them from ${first}` : ''
  throw createError('NOT_FOUND', `No ECB reference rates were published between ${earliest} and ${date}${hint}`)
}
