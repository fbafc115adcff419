/**
 * How agents phrase tasks for the maritime group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
ship, boat, vessel, imo, mmsi, tanker, cargo ship, container ship, ais = maritime vessel
seaport, harbor, harbour, sea port, port facilities, locode, world port index = maritime port
piracy, pirates, incident at sea, hijacking, armed robbery at sea, asam = maritime cases
# Everyday phrasing of the need behind each operation (issue 39).
container position, track ship, ship tracking, ship position, cruise ship, yacht, superyacht, vessel position, boat tracking, shipment sea = maritime vessel
port depth, draft limit, berth, harbor depth, port call, cruise port, deep water port = maritime port
piracy risk, ship attacked, ships attacked, attacks ships, boarded ship, robbery ship, somali pirates, gulf aden, red sea attacks, houthi = maritime cases
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
pirates, hijacked, boarded by pirates = piracy
freighter, tanker ship, cruise ship = vessel ship
`
