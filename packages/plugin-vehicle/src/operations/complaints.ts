import * as v from 'valibot'
import { nhtsaList, vehicleOperation } from '../vehicle-operation.ts'

const complaintRow = v.looseObject({
  odiNumber: v.number(), manufacturer: v.optional(v.nullable(v.string())), crash: v.optional(v.boolean(), false), fire: v.optional(v.boolean(), false),
  numberOfInjuries: v.optional(v.number(), 0), numberOfDeaths: v.optional(v.number(), 0),
  dateOfIncident: v.optional(v.nullable(v.string())), dateComplaintFiled: v.optional(v.nullable(v.string())),
  components: v.optional(v.nullable(v.string())), summary: v.optional(v.nullable(v.string())),
})
// The complaints answer spells its counters in lower case.
const complaintsAnswer = v.looseObject({ count: v.optional(v.number()), Count: v.optional(v.number()), results: v.array(complaintRow) })

/** Complaint dates are MM/DD/YYYY (unlike recalls' DD/MM/YYYY). */
function fromMonthFirst(value: string | null | undefined): string | null {
  const parts = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim()) : null
  return parts ? `${parts[3]}-${parts[1]}-${parts[2]}` : null
}

export default vehicleOperation({
  name: 'complaints',
  description: 'Owner safety complaints filed with NHTSA for a make, model and model year: ODI number, dates, components, crash, fire, injuries, deaths and the owner\'s summary.',
  keywords: ['car complaints', 'vehicle defect complaints', 'owner complaints nhtsa', 'problems with my car model'],
  cacheTtl: '6h',
  sources: [{ path: '/complaints/complaintsByVehicle' }],
  read: (api, input) => nhtsaList(api, '/complaints/complaintsByVehicle', input, complaintsAnswer, (row) => ({
    odiNumber: row.odiNumber,
    manufacturer: row.manufacturer ?? null,
    dateOfIncident: fromMonthFirst(row.dateOfIncident),
    dateFiled: fromMonthFirst(row.dateComplaintFiled),
    components: row.components ? row.components.split(',').map((part) => part.trim()) : [],
    crash: row.crash, fire: row.fire, injuries: row.numberOfInjuries, deaths: row.numberOfDeaths,
    summary: row.summary ?? null,
  })),
})
