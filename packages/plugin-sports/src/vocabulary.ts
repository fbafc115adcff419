/**
 * How agents phrase tasks for the sports group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
import { teamLines } from './teams.ts'

export const vocabulary = `
sports, game, games, score, scores, standings, fixtures, results = sports
baseball, mlb, world series, ballpark = mlb
basketball, nba, hoops = nba
football, american football, nfl, super bowl, gridiron = nfl
hockey, ice hockey, nhl, stanley cup = nhl
roster, player, players, athlete = players
league table, table, division, wild card = standings
game last night, won, win, beat, final score = games scores
${teamLines}
play next, next game, upcoming games = games schedule
jersey number, what position does = players
`
