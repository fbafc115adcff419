import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { point } from '../inputs.ts'
import { nws, nwsHeaders } from '../upstreams/nws.ts'

const text = v.optional(v.nullable(v.string()), null)
const alertsAnswer = v.object({
  features: v.array(v.object({
    properties: v.object({
      id: v.string(), event: v.string(), headline: text, severity: v.string(), certainty: v.string(), urgency: v.string(),
      status: v.string(), messageType: v.string(), category: v.string(), areaDesc: v.string(), senderName: text,
      sent: v.string(), effective: v.string(), onset: text, expires: v.string(), ends: text,
      description: text, instruction: text, response: text,
    }),
  })),
})

export default defineOperation({
  name: 'alerts',
  method: 'GET',
  description: 'Active US weather alerts (warnings, watches, advisories) covering a point, from the National Weather Service: event, severity, urgency, certainty, area, onset and expiry, description and instructions. Empty outside the US.',
  input: v.object(point),
  upstreams: [nws],
  cacheTtl: '2min',
  sources: [{ path: '/alerts/active' }],
  keywords: ['weather warning', 'tornado warning', 'severe weather alert', 'flood watch', 'storm alerts near me', 'heat advisory', 'hurricane warning'],
  async handler({ input, upstream, settings }) {
    const response = await upstream(nws).json('/alerts/active', {
      query: { point: `${Number(input.lat.toFixed(4))},${Number(input.lon.toFixed(4))}` },
      schema: alertsAnswer,
      headers: nwsHeaders(settings),
    })
    const items = response.data.features.map(({ properties: alert }) => ({
      id: alert.id, event: alert.event, headline: alert.headline, severity: alert.severity, urgency: alert.urgency, certainty: alert.certainty,
      status: alert.status, messageType: alert.messageType, category: alert.category, area: alert.areaDesc, sender: alert.senderName,
      sent: alert.sent, effective: alert.effective, onset: alert.onset, expires: alert.expires, ends: alert.ends,
      description: alert.description, instruction: alert.instruction, response: alert.response,
    }))
    return listAnswer(items, sourceOf(nws, response.url))
  },
})
