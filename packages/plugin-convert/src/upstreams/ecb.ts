import { defineUpstream, type UpstreamClient } from '@svc/core'

/** The ECB's euro foreign exchange reference rates, published around 16:00 CET on TARGET business days. */
export const ecb = defineUpstream({
  id: 'ecb',
  name: 'European Central Bank',
  baseUrl: 'https://www.ecb.europa.eu',
  docsUrl: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
  license: 'ECB statistics reuse policy: free reuse with the source acknowledged',
  timeoutMs: 10_000,
  headers: { accept: 'application/xml, text/xml' },
})

/** One published day: rates per currency, in units of currency per euro. */
export interface RateDay {
  date: string
  rates: Map<string, number>
}

export const FILES = {
  latest: '/stats/eurofxref/eurofxref-daily.xml',
  last90Days: '/stats/eurofxref/eurofxref-hist-90d.xml',
  history: '/stats/eurofxref/eurofxref-hist.xml',
} as const

/** Parses the gesmes envelope: `<Cube time='...'>` days holding `<Cube currency='...' rate='...'/>`, newest first. */
export function parseRates(xml: string): RateDay[] {
  const days: RateDay[] = []
  const dayPattern = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>/g
  const ratePattern = /<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g
  for (const [, date, body] of xml.matchAll(dayPattern)) {
    const rates = new Map<string, number>()
    for (const [, currency, rate] of body!.matchAll(ratePattern)) rates.set(currency!, Number(rate))
    if (rates.size > 0) days.push({ date: date!, rates })
  }
  return days.sort((a, b) => (a.date < b.date ? 1 : -1))
}

const parsed = new Map<string, { xml: string; days: RateDay[] }>()

/** Fetches one of the ECB files (cached by the upstream client) and parses it once per download. */
export async function loadRateDays(client: UpstreamClient, file: keyof typeof FILES): Promise<{ days: RateDay[]; url: string }> {
  const path = FILES[file]
  const cacheTtlMs = file === 'history' ? 12 * 3600_000 : 3600_000
  const response = await client.text(path, { cacheTtlMs })
  let entry = parsed.get(`${client.baseUrl}${path}`)
  if (!entry || entry.xml !== response.data) {
    entry = { xml: response.data, days: parseRates(response.data) }
    parsed.set(`${client.baseUrl}${path}`, entry)
  }
  return { days: entry.days, url: response.url }
}
