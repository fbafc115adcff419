export { type AddressPolicy, publicAddressesOnly } from './address-policy.ts'
export { checkPublicUrl, type CheckPublicOptions, precheckPublicUrl, resolvePublicHost, type ResolvedAddress } from './check-public.ts'
export { fetchPublicUrl, type FetchedResource, type FetchPublicOptions } from './fetch-public.ts'
