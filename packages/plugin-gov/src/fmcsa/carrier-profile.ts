// The safety profile of one FMCSA carrier record and its SMS BASIC rows, as gov.carrier-safety answers them.
import { num, str } from '../shared/input.ts'

export type Row = Record<string, any>

/** The few fields a name-search match and a profile share. */
export const summary = (carrier: Row) => ({ dotNumber: num(carrier.dotNumber), legalName: str(carrier.legalName), dbaName: str(carrier.dbaName), physicalState: str(carrier.phyState) })

/** A carrier record: the carrier, its crashes and its inspections over the last 24 months. */
export function carrierProfile(carrier: Row) {
  return {
    carrier: {
      ...summary(carrier),
      operation: str(carrier.carrierOperation?.carrierOperationDesc),
      allowedToOperate: carrier.allowedToOperate === 'Y',
      statusCode: str(carrier.statusCode),
      safetyRating: str(carrier.safetyRating),
      safetyRatingDate: str(carrier.safetyRatingDate),
      totalDrivers: num(carrier.totalDrivers),
      totalPowerUnits: num(carrier.totalPowerUnits),
    },
    crashes: { total: num(carrier.crashTotal), fatal: num(carrier.fatalCrash), injury: num(carrier.injCrash), towaway: num(carrier.towawayCrash) },
    inspections: {
      driverTotal: num(carrier.driverInsp), driverOutOfService: num(carrier.driverOosInsp), driverOosRate: num(carrier.driverOosRate),
      vehicleTotal: num(carrier.vehicleInsp), vehicleOutOfService: num(carrier.vehicleOosInsp), vehicleOosRate: num(carrier.vehicleOosRate),
    },
  }
}

/** One SMS BASIC (unsafe driving, hours of service...): its measure, percentile and threshold. */
export function basicRow(row: Row) {
  return {
    category: str(row.basicsType?.basicsShortDesc) ?? str(row.basicsType?.basicsCode),
    measureValue: num(row.measureValue),
    percentile: str(row.basicsPercentile),
    violationThreshold: num(row.basicsViolationThreshold),
    exceededInterventionThreshold: row.exceededFMCSAInterventionThreshold === 'Y',
    totalViolations: num(row.totalViolation),
    totalInspectionsWithViolation: num(row.totalInspectionWithViolation),
    runDate: str(row.basicsRunDate),
  }
}
