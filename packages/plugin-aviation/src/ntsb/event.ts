import { fieldsOf, type CarolRow } from './carol.ts'

const count = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : null)

/** One CAROL aviation case as an event: where, when, which aircraft, injuries, report, links. */
export function accidentEvent(row: CarolRow) {
  const field = fieldsOf(row)
  const first = (name: string) => field(name)[0] ?? null
  const mkey = first('Mkey')
  const ntsbNumber = first('NtsbNo')
  const registrations = field('N#')
  const makes = field('VehicleMake')
  const models = field('VehicleModel')
  // One case may involve several aircraft: the value lists run in parallel.
  const aircraftCount = Math.max(registrations.length, makes.length, models.length)
  return {
    ntsbNumber,
    eventDate: first('EventDate'),
    eventType: first('EventType'),
    city: first('City'),
    state: first('State'),
    country: first('Country'),
    aircraft: Array.from({ length: aircraftCount }, (_, i) => ({ registration: registrations[i] ?? null, make: makes[i] ?? null, model: models[i] ?? null })),
    highestInjury: first('HighestInjuryLevel'),
    injuries: { onboard: count(field('InjuryOnboardCount')[0]), onGround: count(field('InjuryOngroundCount')[0]) },
    report: {
      type: first('ReportType'),
      status: first('CompletionStatus'),
      mostRecent: first('MostRecentReportType'),
      date: first('ReportDate'),
      number: first('ReportNo'),
    },
    hasSafetyRecommendation: first('HasSafetyRec') === 'true',
    // The case's newest report (preliminary, factual or final; by Mkey, an NTSB number answers 404)
    // and its public docket (by NTSB number, as NTSB's own links write it).
    reportUrl: mkey ? `https://data.ntsb.gov/carol-repgen/api/Aviation/ReportMain/GenerateNewestReport/${mkey}/pdf` : null,
    docketUrl: ntsbNumber ? `https://data.ntsb.gov/Docket/?NTSBNumber=${encodeURIComponent(ntsbNumber)}` : null,
  }
}
