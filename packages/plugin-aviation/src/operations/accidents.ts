import { defineOperation, invalidField, sourceOf, optionalDate, rowLimit, requireOrder, optionalText } from '@svc/core'
import * as v from 'valibot'
import { searchAviationCases, type Rule } from '../ntsb/carol.ts'
import { accidentEvent } from '../ntsb/event.ts'
import { stateCode } from '../ntsb/states.ts'
import { ntsbCarol } from '../upstreams/ntsb.ts'

const FILTERS = ['registration', 'state', 'make', 'model', 'city', 'dateFrom', 'dateTo'] as const

export default defineOperation({
  name: 'accidents',
  method: 'GET',
  response: 'legacy',
  description: 'NTSB aviation accident and incident investigations, newest first, by registration (N-number), state, make, model, city or date: case number, event date and type, place, aircraft, highest injury, onboard and on-ground injury counts, report type and status, and links to the case report and docket.',
  input: v.object({
    registration: optionalText(1, 20, 'Aircraft registration, partial match (e.g. N8163F)'),
    state: optionalText(2, 40, 'U.S. state: postal code or name'),
    make: optionalText(1, 60, 'Aircraft make, e.g. Cessna'),
    model: optionalText(1, 60, 'Aircraft model, e.g. 172S'),
    city: optionalText(1, 80, 'City of the event'),
    dateFrom: optionalDate('Event on or after'),
    dateTo: optionalDate('Event on or before'),
    limit: rowLimit(100, 25),
  }),
  upstreams: [ntsbCarol],
  // CAROL is asked by POST: a session (kept 30 min), then the query.
  sources: [
    { path: '/carol-main-public/api/Session/CreateSession', method: 'POST', cacheTtl: '30min' },
    { path: '/carol-main-public/api/Query/Main', method: 'POST', cacheTtl: '6h' },
  ],
  keywords: ['plane crash', 'aviation accident history', 'ntsb investigation', 'aircraft incident', 'accident record of an n-number'],
  // No filter, an unknown state or dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.state && !stateCode(input.state)) throw invalidField('state', 'must be a U.S. state or territory, by postal code or name')
    if (!FILTERS.some((name) => input[name])) throw invalidField('registration', 'give at least one filter (registration, state, make, model, city, dateFrom or dateTo)')
    requireOrder(input, 'dateFrom', 'dateTo')
  },
  async handler({ input, upstream }) {
    const rules: Rule[] = []
    if (input.registration) rules.push({ column: 'Aircraft.RegistrationNumber', operator: 'contains', value: input.registration.toUpperCase() })
    if (input.state) rules.push({ column: 'Event.State', operator: 'is', value: stateCode(input.state)! })
    if (input.make) rules.push({ column: 'Event.VehicleMake', operator: 'contains', value: input.make })
    if (input.model) rules.push({ column: 'Event.VehicleModel', operator: 'contains', value: input.model })
    if (input.city) rules.push({ column: 'Event.City', operator: 'contains', value: input.city })
    if (input.dateFrom) rules.push({ column: 'Event.EventDate', operator: 'is on or after', value: input.dateFrom })
    if (input.dateTo) rules.push({ column: 'Event.EventDate', operator: 'is on or before', value: input.dateTo })

    const response = await searchAviationCases(upstream(ntsbCarol), rules, input.limit)
    const events = response.data.Results.map(accidentEvent).sort((a, b) => ((a.eventDate ?? '') < (b.eventDate ?? '') ? 1 : -1))
    return {
      query: { registration: input.registration ?? null, state: input.state ?? null, make: input.make ?? null, model: input.model ?? null, city: input.city ?? null, dateFrom: input.dateFrom ?? null, dateTo: input.dateTo ?? null, limit: input.limit },
      total: response.data.ResultListCount,
      returned: events.length,
      events,
      source: sourceOf(ntsbCarol, response.url),
    }
  },
})
