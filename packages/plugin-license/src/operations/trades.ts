import { licenseOperation } from '../registries/operation.ts'

export default licenseOperation('trades', {
  description: 'Verifies trade and contractor licenses in state open-data rosters: Texas (TDLR electricians, A/C, water well, elevator, boiler), Washington (Labor & Industries contractors), Connecticut (Department of Consumer Protection electrical, plumbing, heating, sheet metal, home improvement...) and Illinois (IDFPR roofing); by person, business or license number: type, number, status, active or not, dates, each state reported on its own.',
  keywords: ['is this electrician licensed', 'contractor license lookup', 'verify a plumber license', 'hvac license check', 'roofing contractor license'],
  example: { state: 'TX', businessName: 'Electric', type: 'electrical contractor' },
})
