import { licenseOperation } from '../registries/operation.ts'

export default licenseOperation('real-estate', {
  description: 'Verifies real estate licenses (brokers, salespersons, appraisers where listed) in state open-data rosters: New York (Department of State, active licenses), Illinois (IDFPR) and Connecticut (Department of Consumer Protection); by person, business name or license number: license type, number, status, active or not, issue and expiry dates, each state reported on its own.',
  keywords: ['is this realtor licensed', 'real estate agent license lookup', 'verify a real estate broker', 'real estate salesperson license'],
  example: { state: 'NY', lastName: 'Smith' },
})
