import { listAnswer, type OperationContext } from '@svc/core'
import { DAY_MS, SOURCE, observerAt } from './astro.ts'
import { type EventKind, FINDERS } from './events.ts'
import type { SkywatchInput } from './inputs.ts'

export default function skywatchHandler({ input }: OperationContext<SkywatchInput>) {
  const from = input.date ?? new Date().toISOString().slice(0, 10)
  const start = Date.parse(`${from}T00:00:00Z`)
  const window = {
    start,
    end: start + input.days * DAY_MS,
    observer: input.lat !== undefined && input.lon !== undefined ? observerAt(input.lat, input.lon, input.elevation) : null,
  }
  const kinds = input.kind ? [input.kind] : (Object.keys(FINDERS) as EventKind[])
  const items = kinds.flatMap((kind) => FINDERS[kind](window)).sort((a, b) => a.time.localeCompare(b.time))
  return { ...listAnswer(items, SOURCE), from, until: new Date(window.end - DAY_MS).toISOString().slice(0, 10) }
}
