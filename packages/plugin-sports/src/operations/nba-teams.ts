import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { bdlSources, teamItem, teams } from '../bdl.ts'
import { balldontlie } from '../upstreams/balldontlie.ts'

export default defineOperation({
  name: 'nba-teams',
  method: 'GET',
  description: 'NBA basketball teams with abbreviation, city, conference and division (BALLDONTLIE), optionally of one conference or division.',
  input: v.object({
    conference: v.optional(v.pipe(v.picklist(['east', 'west']), v.description('east or west'))),
    division: v.optional(v.pipe(v.picklist(['atlantic', 'central', 'southeast', 'northwest', 'pacific', 'southwest']), v.description('Division, e.g. atlantic'))),
  }),
  upstreams: [balldontlie],
  sources: [bdlSources('nba').teams],
  keywords: ['nba teams list', 'basketball teams in the eastern conference', 'nba team abbreviations'],
  example: { params: { conference: 'east' } },
  async handler({ input, upstream }) {
    const { teams: rows, url } = await teams(upstream(balldontlie), 'nba')
    // The full list holds historical franchises too: current teams have a conference.
    const items = rows
      .filter((team) => team.conference && team.conference.trim() !== '')
      .filter((team) => (!input.conference || team.conference?.toLowerCase() === input.conference) && (!input.division || team.division?.toLowerCase() === input.division))
      .map(teamItem)
    return listAnswer(items, sourceOf(balldontlie, url))
  },
})
