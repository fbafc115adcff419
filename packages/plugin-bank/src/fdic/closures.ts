import { isApiError, type UpstreamClient } from '@svc/core'
import { fdic } from '../upstreams/fdic.ts'
import { date, envelope, historyFields, text, type HistoryEvent, type Institution } from './rows.ts'

const history = envelope(historyFields)
const DAY = 86_400_000

const code = (event: HistoryEvent) => (event.CHANGECODE === null ? Number.NaN : Number(event.CHANGECODE))

/**
 * The event that ended an institution, among those of its end date. FDIC writes the exit itself in the 2xx
 * codes (211 "Failure - Whole Institution", 221 "Absorbtion - Without Assistance", 223 "Merger -Without
 * Assistance") and on the same day a mirror row 810 "Participated in Absorbtion/Consolidation/Merger" and
 * branch events (7xx): the 2xx event wins; otherwise one that is neither a branch event nor a mirror row.
 */
export function closingEvent(events: HistoryEvent[]): HistoryEvent | undefined {
  const exit = events.find((event) => code(event) >= 200 && code(event) < 300)
  if (exit) return exit
  return events.find((event) => {
    const description = text(event.CHANGECODE_DESC)
    return description !== null && !(code(event) >= 700 && code(event) < 900) && !/branch|office|participated/i.test(description)
  })
}

export interface Closures {
  /** Why each closed institution closed (the structure event on its end date), by CERT. */
  reasons: Map<string, string | null>
  status: 'found' | 'not_needed' | 'error'
  message?: string
}

/** The day after `YYYY-MM-DD`. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10)

/**
 * One `/history` query for the closed institutions of a page: the event effective on each one's end date
 * (merger, failure, voluntary liquidation...; see `closingEvent`). EFFDATE is written `2025-05-18T00:00:00`, so the
 * range runs to the next day (it matches whether FDIC compares dates or text) and the day is checked here.
 * A failure here leaves the reasons null and says so; the records still answer.
 */
export async function closureReasons(client: UpstreamClient, rows: Institution[]): Promise<Closures> {
  const closed = rows.flatMap((row) => {
    const cert = text(row.CERT)
    const end = date(row.ENDEFYMD)
    return String(row.ACTIVE) !== '1' && cert && /^\d+$/.test(cert) && end ? [{ cert, end }] : []
  })
  if (closed.length === 0) return { reasons: new Map(), status: 'not_needed' }
  try {
    const response = await client.json('/history', {
      query: {
        filters: closed.map(({ cert, end }) => `(CERT:${cert} AND EFFDATE:[${end} TO ${nextDay(end)}])`).join(' OR '),
        fields: Object.keys(historyFields).join(','),
        limit: 500,
      },
      schema: history,
    })
    const reasons = new Map<string, string | null>(closed.map(({ cert }) => [cert, null]))
    for (const { cert, end } of closed) {
      const events = response.data.data.map((row) => row.data).filter((event) => text(event.CERT) === cert && date(event.EFFDATE) === end)
      reasons.set(cert, text(closingEvent(events)?.CHANGECODE_DESC ?? null))
    }
    return { reasons, status: 'found' }
  } catch (error) {
    return { reasons: new Map(), status: 'error', message: isApiError(error) ? error.message : `${fdic.name} history could not be read` }
  }
}
