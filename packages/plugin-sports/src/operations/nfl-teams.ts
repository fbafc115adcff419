import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { bdlSources, teamItem, teams } from '../bdl.ts'
import { balldontlie } from '../upstreams/balldontlie.ts'

export default defineOperation({
  name: 'nfl-teams',
  method: 'GET',
  description: 'NFL American football teams with abbreviation, location, conference (AFC, NFC) and division (BALLDONTLIE), optionally of one conference or division.',
  input: v.object({
    conference: v.optional(v.pipe(v.picklist(['afc', 'nfc', 'AFC', 'NFC']), v.transform((value) => value.toUpperCase()), v.description('AFC or NFC'))),
    division: v.optional(v.pipe(v.picklist(['east', 'north', 'south', 'west']), v.description('east, north, south or west (of each conference)'))),
  }),
  upstreams: [balldontlie],
  sources: [bdlSources('nfl').teams],
  keywords: ['nfl teams', 'teams in the afc east', 'football team abbreviations', 'nfc north teams'],
  example: { params: { conference: 'AFC', division: 'east' } },
  async handler({ input, upstream }) {
    const { teams: rows, url } = await teams(upstream(balldontlie), 'nfl')
    const items = rows
      .filter((team) => (!input.conference || team.conference?.toUpperCase() === input.conference) && (!input.division || team.division?.toLowerCase() === input.division))
      .map(teamItem)
    return listAnswer(items, sourceOf(balldontlie, url))
  },
})
