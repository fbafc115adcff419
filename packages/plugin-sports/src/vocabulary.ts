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
# everyday phrasing (issue 39)
baseball tonight, baseball game today, yankees play, dodgers play, red sox play, first pitch, baseball score = mlb schedule
baseball standings, al standings, nl standings, playoff race baseball, baseball wild card = mlb standings
basketball tonight, basketball score, nba tonight, lakers game, celtics game, warriors game, knicks game = nba games
basketball player, nba player, nba roster, lebron = nba players
basketball teams, nba teams, eastern conference teams = nba teams
football sunday, football score, nfl tonight, chiefs game, eagles game, cowboys game, monday night football = nfl games
football player, nfl player, nfl roster, quarterback = nfl players
football teams, nfl teams, afc teams, nfc teams = nfl teams
hockey tonight, hockey game, nhl tonight, puck drop = nhl schedule
hockey score, hockey final, nhl score = nhl scores
hockey standings, nhl standings, playoff race hockey = nhl standings
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
kickoff = nfl games
tipoff = nba games
`
