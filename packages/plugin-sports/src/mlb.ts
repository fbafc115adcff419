import { invalidField, type OperationSource, type UpstreamClient, textOrNull } from '@svc/core'
import * as v from 'valibot'

/** GET /api/v1/teams?sportId=1: the 30 clubs, to read a team abbreviation as the API's team id. */
const teamsAnswer = v.object({ teams: v.array(v.object({ id: v.number(), abbreviation: textOrNull, name: textOrNull })) })

/** What `mlbTeamId` reads, for the `sources` of the operations calling it: the clubs are kept a week. */
export const mlbTeamsSource: OperationSource = { path: '/api/v1/teams', about: 'MLB Stats API `GET /api/v1/teams` (the id of the team asked for)', cacheTtl: '7d' }

/** The MLB team id of an abbreviation (NYY, LAD...); a 400 naming `team` when no club has it. */
export async function mlbTeamId(client: UpstreamClient, abbreviation: string): Promise<number> {
  const { data } = await client.json('/api/v1/teams', { query: { sportId: 1 }, schema: teamsAnswer })
  const team = data.teams.find((row) => row.abbreviation?.toUpperCase() === abbreviation)
  if (!team) throw invalidField('team', `no MLB club has the abbreviation ${abbreviation}; use one such as NYY, LAD, BOS`)
  return team.id
}

/** MLB division ids and names (the standings answer names divisions by id). */
export const MLB_DIVISIONS: Record<number, string> = {
  200: 'American League West', 201: 'American League East', 202: 'American League Central',
  203: 'National League West', 204: 'National League East', 205: 'National League Central',
}
