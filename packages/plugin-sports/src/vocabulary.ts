/**
 * How agents phrase tasks for the sports group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
sports, game, games, score, scores, standings, fixtures, results = sports
baseball, mlb, world series, ballpark = mlb
basketball, nba, hoops = nba
football, american football, nfl, super bowl, gridiron = nfl
hockey, ice hockey, nhl, stanley cup = nhl
roster, player, players, athlete = players
league table, table, division, wild card = standings
game last night, won, win, beat, final score = games scores
lakers, celtics, warriors, knicks, bulls, heat, nets, bucks, suns, mavericks, nuggets, clippers, sixers, 76ers, raptors, spurs, rockets, thunder, jazz, kings, pistons, pacers, hawks, hornets, magic, wizards, cavaliers, cavs, timberwolves, pelicans, grizzlies, blazers = nba
patriots, cowboys, packers, chiefs, eagles, steelers, giants, jets, bears, 49ers, niners, ravens, bills, dolphins, broncos, raiders, chargers, seahawks, rams, vikings, lions, saints, falcons, panthers, buccaneers, bucs, commanders, bengals, browns, titans, colts, jaguars, texans, cardinals = nfl
yankees, red sox, dodgers, mets, cubs, white sox, astros, braves, phillies, padres, mariners, orioles, blue jays, guardians, tigers, twins, royals, rangers, angels, athletics, brewers, reds, pirates, rockies, diamondbacks, marlins, nationals = mlb
maple leafs, canadiens, bruins, blackhawks, penguins, flyers, capitals, oilers, flames, canucks, avalanche, golden knights, lightning, predators, islanders, red wings, sabres, senators, hurricanes, devils, wild, blues, stars, kraken, ducks, sharks = nhl
play next, next game, upcoming games = games schedule
jersey number, what position does = players
`
