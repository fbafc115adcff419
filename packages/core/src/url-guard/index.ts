export { type AddressPolicy, publicAddressesOnly } from './address-policy.ts'
export { fetchPublicUrl, type FetchedResource, type FetchPublicOptions } from './fetch-public.ts'
