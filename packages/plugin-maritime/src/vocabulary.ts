/**
 * How agents phrase tasks for the maritime group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
ship, boat, vessel, imo, mmsi, tanker, cargo ship, container ship, ais = maritime vessel
seaport, harbor, harbour, sea port, port facilities, locode, world port index = maritime port
piracy, pirates, incident at sea, hijacking, armed robbery at sea, asam = maritime cases
`
