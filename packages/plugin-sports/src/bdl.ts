import { invalidField, listAnswer, type OperationSource, sourceOf, type UpstreamClient, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { balldontlie } from './upstreams/balldontlie.ts'

export type League = 'nba' | 'nfl'
/** Each league's path on BALLDONTLIE. */
export const BASE: Record<League, string> = { nba: '/v1', nfl: '/nfl/v1' }

/**
 * What a league's readers call, for the `sources` of its operations: teams are kept a week (`teamIds`: the same list,
 * read for a team abbreviation's id), games a minute, players a day.
 */
export function bdlSources(league: League) {
  return {
    teams: { path: `${BASE[league]}/teams`, cacheTtl: '7d' },
    teamIds: { path: `${BASE[league]}/teams`, about: `BALLDONTLIE \`GET ${BASE[league]}/teams\` (the id of the team asked for)`, cacheTtl: '7d' },
    games: { path: `${BASE[league]}/games`, cacheTtl: '1min' },
    players: { path: `${BASE[league]}/players`, cacheTtl: '1d' },
  } satisfies Record<string, OperationSource>
}

/** A team as both leagues give it: NBA has `city`, NFL `location`. */
export const bdlTeam = v.object({ id: v.number(), conference: textOrNull, division: textOrNull, city: textOrNull, location: textOrNull, name: textOrNull, full_name: textOrNull, abbreviation: textOrNull })
export const teamItem = (team: v.InferOutput<typeof bdlTeam>) => ({
  id: team.id, abbreviation: team.abbreviation, name: team.full_name, city: team.city ?? team.location, nickname: team.name, conference: team.conference, division: team.division,
})

/** Every list answer: `{data: [...], meta: {next_cursor, per_page}}`. */
export const page = <T extends v.GenericSchema>(row: T) => v.object({ data: v.array(row), meta: v.nullish(v.object({ next_cursor: numberOrNull }), null) })

/** The league's teams (`bdlSources(league).teams`). */
export async function teams(client: UpstreamClient, league: League) {
  const { data, url } = await client.json(`${BASE[league]}/teams`, { schema: page(bdlTeam) })
  return { teams: data.data, url }
}

/** The BALLDONTLIE team id of an abbreviation; a 400 naming `team` when the league has none. */
export async function teamId(client: UpstreamClient, league: League, abbreviation: string): Promise<number> {
  const found = (await teams(client, league)).teams.find((team) => team.abbreviation?.toUpperCase() === abbreviation)
  if (!found) throw invalidField('team', `no ${league.toUpperCase()} team has the abbreviation ${abbreviation}`)
  return found.id
}

/** A list answer; `more` says the provider has a next page (its cursor). */
export function pageAnswer<T>(items: T[], url: string, nextCursor: number | null | undefined) {
  return { ...listAnswer(items, sourceOf(balldontlie, url), { total: nextCursor ? null : items.length }), more: Boolean(nextCursor) }
}

type GameTeams = { home_team: v.InferOutput<typeof bdlTeam>; visitor_team: v.InferOutput<typeof bdlTeam>; home_team_score: number | null; visitor_team_score: number | null }

/** A game's two teams as both leagues' games answer them: abbreviation, name and points. */
export function gameTeams(row: GameTeams) {
  return {
    home: { abbreviation: row.home_team.abbreviation, name: row.home_team.full_name, score: row.home_team_score },
    visitor: { abbreviation: row.visitor_team.abbreviation, name: row.visitor_team.full_name, score: row.visitor_team_score },
  }
}

/**
 * One page of a league's games (GET {league}/games, `bdlSources(league).games`): the query for the caller's team id (its
 * abbreviation looked up first), each row as an item.
 */
export async function gamesPage<S extends v.GenericSchema>(client: UpstreamClient, league: League, request: { team: string | undefined; game: S; query: (team: number | undefined) => Record<string, string | number | boolean | undefined>; item: (row: v.InferOutput<S>) => unknown }) {
  const team = request.team ? await teamId(client, league, request.team) : undefined
  const { data, url } = await client.json(`${BASE[league]}/games`, { query: request.query(team), schema: page(request.game) })
  return pageAnswer((data.data as v.InferOutput<S>[]).map(request.item), url, data.meta?.next_cursor)
}
