import type { SearchCodes } from '@svc/core'

/**
 * Team names as fans write them, per league: endpoint search reads one as its league ("did the Suns
 * win": NBA, not the sun; "Giants" is NFL and MLB), and the vocabulary's team lines are written from them.
 */
export const TEAMS = {
  nba: 'Lakers, Celtics, Warriors, Knicks, Bulls, Heat, Nets, Bucks, Suns, Mavericks, Mavs, Nuggets, Clippers, Sixers, 76ers, Raptors, Spurs, Rockets, Thunder, Jazz, Kings, Pistons, Pacers, Hawks, Hornets, Magic, Wizards, Cavaliers, Cavs, Timberwolves, Wolves, Pelicans, Grizzlies, Blazers, Trail Blazers',
  nfl: 'Patriots, Cowboys, Packers, Chiefs, Eagles, Steelers, Giants, Jets, Bears, 49ers, Niners, Ravens, Bills, Dolphins, Broncos, Raiders, Chargers, Seahawks, Rams, Vikings, Lions, Saints, Falcons, Panthers, Buccaneers, Bucs, Commanders, Bengals, Browns, Titans, Colts, Jaguars, Texans, Cardinals',
  mlb: 'Yankees, Red Sox, Dodgers, Mets, Cubs, White Sox, Astros, Braves, Phillies, Padres, Mariners, Orioles, Blue Jays, Guardians, Tigers, Twins, Royals, Rangers, Angels, Athletics, Brewers, Reds, Pirates, Rockies, Diamondbacks, Marlins, Nationals, Giants, Cardinals, Rays',
  nhl: 'Maple Leafs, Canadiens, Habs, Bruins, Blackhawks, Penguins, Flyers, Capitals, Oilers, Flames, Canucks, Avalanche, Golden Knights, Lightning, Predators, Islanders, Red Wings, Sabres, Senators, Hurricanes, Devils, Wild, Blues, Stars, Kraken, Ducks, Sharks, Rangers, Kings, Jets, Panthers, Coyotes',
} as const

const LEAGUES = { nba: 'NBA basketball team', nfl: 'NFL football team', mlb: 'MLB baseball team', nhl: 'NHL hockey team' } as const

const names = (league: keyof typeof TEAMS) => TEAMS[league].split(', ')

/** One vocabulary line per league: `lakers, celtics, ... = nba`. */
export const teamLines = (Object.keys(TEAMS) as Array<keyof typeof TEAMS>).map((league) => `${names(league).map((name) => name.toLowerCase()).join(', ')} = ${league}`).join('\n')

/** The team names as search codes (`names`): the league's catalog word, wherever a query writes one capitalised. */
export const teamNames = (): SearchCodes[] =>
  (Object.keys(TEAMS) as Array<keyof typeof TEAMS>).map((league) => ({ kind: `an ${LEAGUES[league]}`, words: league, codes: names(league), alone: [], context: [], names: true }))
