import { defineOperation, requireOne, rowLimit, type OperationContext, type OperationDefinition, textOrNull, optionalText } from '@svc/core'
import * as v from 'valibot'
import { BASE, bdlSources, bdlTeam, type League, page, pageAnswer, teamId } from './bdl.ts'
import { teamAbbreviation } from './params.ts'
import { balldontlie } from './upstreams/balldontlie.ts'

const number = v.nullish(v.union([v.number(), v.string()]), null)
/** A player row: NBA `{position, height, weight, jersey_number, college, country, draft_year...}`, NFL `{position, position_abbreviation, experience, age...}`. */
const player = v.object({
  id: v.number(), first_name: textOrNull, last_name: textOrNull, position: textOrNull, position_abbreviation: textOrNull, height: textOrNull, weight: number, jersey_number: number, college: textOrNull,
  country: textOrNull, draft_year: number, draft_round: number, draft_number: number, experience: textOrNull, age: number, team: v.nullish(bdlTeam, null),
})

/** Input of both players operations: a name or a team. */
const playersInput = (teamExample: string) => v.object({
  name: optionalText(2, 60, 'First or last name, e.g. james'),
  team: teamAbbreviation(teamExample),
  limit: rowLimit(100, 25),
})

const asNumber = (value: number | string | null) => (value === null || value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : null)

/** GET {league}/players?search=&team_ids[]=: players with their team. */
async function players(ctx: OperationContext<v.InferOutput<ReturnType<typeof playersInput>>>, league: League) {
  const { input, upstream } = ctx
  const client = upstream(balldontlie)
  const team = input.team ? await teamId(client, league, input.team) : undefined
  const query = { search: input.name, 'team_ids[]': team, per_page: input.limit }
  const { data, url } = await client.json(`${BASE[league]}/players`, { query, schema: page(player) })
  const items = data.data.map((row) => ({
    id: row.id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    position: row.position_abbreviation ?? row.position,
    jersey: row.jersey_number == null ? null : String(row.jersey_number),
    height: row.height,
    weight: row.weight == null ? null : String(row.weight),
    college: row.college,
    ...(league === 'nba'
      ? { country: row.country, draft: row.draft_year ? { year: asNumber(row.draft_year), round: asNumber(row.draft_round), pick: asNumber(row.draft_number) } : null }
      : { experience: row.experience, age: asNumber(row.age) }),
    team: row.team ? { abbreviation: row.team.abbreviation, name: row.team.full_name } : null,
  }))
  return pageAnswer(items, url, data.meta?.next_cursor)
}

/** A league's players operation (GET, BALLDONTLIE): players by a name or a team, `teamExample` the team its input shows. */
export function playersOperation(league: League, operation: Pick<OperationDefinition, 'name' | 'description' | 'keywords' | 'example'> & { teamExample: string }) {
  const { teamExample, ...described } = operation
  return defineOperation({
    ...described,
    method: 'GET',
    input: playersInput(teamExample),
    check: (input) => requireOne(input, ['name', 'team']),
    upstreams: [balldontlie],
    sources: [bdlSources(league).players, bdlSources(league).teamIds],
    handler: (ctx) => players(ctx, league),
  })
}
