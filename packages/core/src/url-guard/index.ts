export { type AddressPolicy, publicAddressesOnly } from './address-policy.ts'
export { checkPublicUrl, fetchPublicUrl, type FetchedResource, type FetchPublicOptions } from './fetch-public.ts'
