import { licenseOperation } from '../registries/operation.ts'

export default licenseOperation('medical', {
  description: 'Verifies health-care professional licenses (physicians, nurses, pharmacists, dentists, therapists...) in state open-data rosters: Washington (Department of Health, every health credential) and Illinois (IDFPR health professions); by name or license number: license type, number, status, active or not, issue and expiry dates, disciplinary marker, each state reported on its own.',
  keywords: ['verify a doctor license', 'is this nurse licensed', 'medical license lookup', 'physician license status', 'check a pharmacist license'],
  example: { state: 'WA', lastName: 'Smith', firstName: 'John', type: 'physician' },
})
