/** What person.cross-registry reads of BrokerCheck: the upstream and the individual search (one reading for both groups). */
export { brokerCheck } from '../upstreams/brokercheck.ts'
export { searchIndividuals } from './search.ts'
