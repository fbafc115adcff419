import type { TestHostOptions } from '@svc/core/testing'
import { eduPlugin } from '../src/index.ts'

const fixture = (path: string) => ({ file: path })
export const SCORECARD = 'GET /ed/collegescorecard/v1/schools'
export const DIRECTORY = 'GET /api/v1/schools/ccd/directory/2022/'

export const eduFixtures = {
  plugins: [eduPlugin],
  upstreams: ['college-scorecard', 'education-data'],
  keys: { 'college-scorecard': 'gov-key' },
  routes: {
    [SCORECARD]: fixture('college-scorecard/schools.json'),
    [DIRECTORY]: (request) => (request.query.get('zip_location') === '80202' || request.query.get('ncessch') === '080336000123' ? fixture('education-data/directory-80202.json') : fixture('education-data/empty.json')),
  },
} satisfies TestHostOptions

