/** Columns of data/airports.tsv.gz: OurAirports airports.csv names, in its order (coordinates renamed). */
export const COLUMNS = [
  'id', 'ident', 'type', 'name', 'latitude', 'longitude', 'elevation_ft', 'continent', 'iso_country', 'iso_region',
  'municipality', 'scheduled_service', 'icao_code', 'iata_code', 'gps_code', 'local_code', 'wikipedia_link',
] as const

export type Row = { [K in keyof typeof COLUMNS]: string } & string[]
