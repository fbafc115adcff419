import { defineOperation, requireOne, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dateRange, either, isoDay, list, openFda, term, text } from '@svc/providers/openfda'
import { eventParams, fdaEvents } from '../openfda/events.ts'

type Row = Record<string, any>

export default defineOperation({
  name: 'fda-device-events',
  sources: sourcesInWords('openFDA `device/event.json` (MAUDE)'),
  method: 'GET',
  description: 'Medical device adverse event reports (FDA MAUDE, via openFDA): by device, manufacturer, event type and date; each report with event type, device brand, generic name, manufacturer, product code, product problems and the narrative text.',
  input: v.object({
    device: text('Device brand or generic name'),
    manufacturer: text('Manufacturer name'),
    eventType: v.optional(v.pipe(v.picklist(['Death', 'Injury', 'Malfunction', 'Other']), v.description('Event type'))),
    productCode: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be a 3-letter FDA product code'), v.description('FDA product code'))),
    ...eventParams,
  }),
  upstreams: [openFda],
  keywords: ['medical device problem', 'device adverse event', 'maude report', 'device malfunction'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['device', 'manufacturer', 'eventType', 'productCode', 'from', 'to'])
  },
  async handler({ input, upstream }) {
    const device = input.device && either(['device.brand_name', 'device.generic_name'], input.device)
    const search = { terms: [device, input.manufacturer && term('device.manufacturer_d_name', input.manufacturer), input.eventType && term('event_type', input.eventType), input.productCode && term('device.device_report_product_code', input.productCode), dateRange('date_received', input.from, input.to)], receivedField: 'date_received', limit: input.limit, skip: input.skip }
    return fdaEvents(upstream(openFda), '/device/event.json', search, (row: Row) => ({
      reportNumber: row.report_number ?? null,
      receivedDate: isoDay(row.date_received),
      eventDate: isoDay(row.date_of_event),
      eventType: row.event_type ?? null,
      adverseEvent: row.adverse_event_flag === 'Y',
      productProblem: row.product_problem_flag === 'Y',
      devices: list(row.device).map((entry: Row) => ({
        brandName: entry.brand_name ?? null,
        genericName: entry.generic_name ?? null,
        manufacturer: entry.manufacturer_d_name ?? null,
        productCode: entry.device_report_product_code ?? null,
        specialty: entry.openfda?.medical_specialty_description ?? null,
      })),
      productProblems: list(row.product_problems),
      narrative: list(row.mdr_text).map((entry: Row) => ({ type: entry.text_type_code ?? null, text: entry.text ?? null })),
    }))
  },
})
