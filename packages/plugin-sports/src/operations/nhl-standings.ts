import { defineOperation, listAnswer, sourceOf, optionalDate, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { localized, textOf } from '../nhl.ts'
import { nhlWeb } from '../upstreams/nhl-web.ts'

/** GET /v1/standings/{date} (or /now) -> `{standings: [...]}`, one row per team. */
const answer = v.object({
  standings: v.array(v.object({
    teamName: localized, teamAbbrev: localized, conferenceName: textOrNull, divisionName: textOrNull,
    gamesPlayed: numberOrNull, wins: numberOrNull, losses: numberOrNull, otLosses: numberOrNull, points: numberOrNull, pointPctg: numberOrNull, regulationWins: numberOrNull,
    goalFor: numberOrNull, goalAgainst: numberOrNull, goalDifferential: numberOrNull, streakCode: textOrNull, streakCount: numberOrNull,
    leagueSequence: numberOrNull, conferenceSequence: numberOrNull, divisionSequence: numberOrNull,
  })),
})

export default defineOperation({
  name: 'nhl-standings',
  method: 'GET',
  description: 'NHL ice hockey standings (now, or as of a date) by division and conference: points, record with overtime losses, point percentage, goal differential and streak (NHL web API).',
  input: v.object({
    date: optionalDate('Standings as of this day (YYYY-MM-DD, default now)'),
    conference: v.optional(v.pipe(v.picklist(['eastern', 'western']), v.description('eastern or western'))),
    division: v.optional(v.pipe(v.picklist(['atlantic', 'metropolitan', 'central', 'pacific']), v.description('atlantic, metropolitan, central or pacific'))),
  }),
  upstreams: [nhlWeb],
  cacheTtl: '10min',
  sources: [{ path: '/v1/standings/{date}', about: 'NHL web API `GET /v1/standings/{date}` (`/v1/standings/now` without a date)' }],
  keywords: ['nhl standings', 'hockey league table', 'atlantic division standings', 'nhl points table'],
  example: { params: { division: 'atlantic' } },
  async handler({ input, upstream }) {
    const { data, url } = await upstream(nhlWeb).json(`/v1/standings/${input.date ?? 'now'}`, { schema: answer })
    const items = data.standings
      .filter((row) => (!input.conference || row.conferenceName?.toLowerCase() === input.conference) && (!input.division || row.divisionName?.toLowerCase() === input.division))
      .sort((a, b) => (a.leagueSequence ?? 99) - (b.leagueSequence ?? 99))
      .map((row) => ({
        team: textOf(row.teamName),
        abbreviation: textOf(row.teamAbbrev),
        conference: row.conferenceName,
        division: row.divisionName,
        leagueRank: row.leagueSequence,
        conferenceRank: row.conferenceSequence,
        divisionRank: row.divisionSequence,
        gamesPlayed: row.gamesPlayed,
        wins: row.wins,
        losses: row.losses,
        otLosses: row.otLosses,
        points: row.points,
        pointPct: row.pointPctg,
        regulationWins: row.regulationWins,
        goalsFor: row.goalFor,
        goalsAgainst: row.goalAgainst,
        goalDifferential: row.goalDifferential,
        streak: row.streakCode && row.streakCount != null ? `${row.streakCode}${row.streakCount}` : null,
      }))
    return listAnswer(items, sourceOf(nhlWeb, url))
  },
})
