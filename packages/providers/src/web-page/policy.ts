import { type AddressPolicy, publicAddressesOnly } from '@svc/core'

/**
 * The addresses a caller-given URL may reach, for page and image fetches and for the
 * browser's every request: public unicast only. Tests replace this module to reach a
 * fixture server on loopback; nothing else changes it.
 */
export const addressPolicy: AddressPolicy = publicAddressesOnly

/** Whether the browser accepts invalid TLS certificates: never, except in tests of a self-signed loopback page. */
export const acceptInvalidCertificates: boolean = false
