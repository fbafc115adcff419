import { defineOperation, listAnswer, optionalText, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { launchLibrary } from '../upstreams/providers.ts'

const named = v.optional(v.nullable(v.object({ name: v.optional(v.nullable(v.string()), null) })), null)
const launchesAnswer = v.object({
  count: v.number(),
  results: v.array(v.object({
    id: v.string(),
    name: v.string(),
    net: v.nullable(v.string()),
    window_start: v.optional(v.nullable(v.string()), null),
    window_end: v.optional(v.nullable(v.string()), null),
    status: v.optional(v.nullable(v.object({ name: v.string(), abbrev: v.optional(v.string()) })), null),
    launch_service_provider: named,
    rocket: v.optional(v.nullable(v.object({ configuration: named })), null),
    mission: v.optional(v.nullable(v.object({ name: v.optional(v.nullable(v.string()), null), description: v.optional(v.nullable(v.string()), null), type: v.optional(v.nullable(v.string()), null), orbit: named })), null),
    pad: v.optional(v.nullable(v.object({ name: v.optional(v.nullable(v.string()), null), location: named })), null),
    webcast_live: v.optional(v.boolean(), false),
  })),
})

export default defineOperation({
  name: 'launches',
  cacheTtl: '15min',
  sources: sourcesInWords('Launch Library 2 `GET /2.3.0/launches/{upcoming,previous}/`'),
  method: 'GET',
  description: 'Upcoming (or recent) rocket launches worldwide from Launch Library 2: mission, rocket, provider, launch window, status, pad and orbit.',
  input: v.object({
    when: v.optional(v.pipe(v.picklist(['upcoming', 'previous']), v.description('upcoming (default) or previous launches')), 'upcoming'),
    search: optionalText(2, 100, 'Words of the launch, rocket or provider name, e.g. Falcon or Artemis'),
    limit: rowLimit(50, 10, 'Most launches (1-50, default 10)'),
  }),
  upstreams: [launchLibrary],
  keywords: ['next rocket launch', 'spacex launch schedule', 'when is the next launch', 'upcoming launches', 'artemis launch date'],
  async handler({ input, upstream }) {
    const response = await upstream(launchLibrary).json(`/2.3.0/launches/${input.when}/`, {
      query: { limit: input.limit, search: input.search, mode: 'normal' },
      schema: launchesAnswer,
    })
    const items = response.data.results.map((launch) => ({
      id: launch.id,
      name: launch.name,
      net: launch.net,
      windowStart: launch.window_start,
      windowEnd: launch.window_end,
      status: launch.status?.name ?? null,
      provider: launch.launch_service_provider?.name ?? null,
      rocket: launch.rocket?.configuration?.name ?? null,
      mission: launch.mission?.name ?? null,
      missionType: launch.mission?.type ?? null,
      missionDescription: launch.mission?.description ?? null,
      orbit: launch.mission?.orbit?.name ?? null,
      pad: launch.pad?.name ?? null,
      location: launch.pad?.location?.name ?? null,
      webcastLive: launch.webcast_live,
    }))
    return listAnswer(items, sourceOf(launchLibrary, response.url), { total: response.data.count })
  },
})
