/**
 * Test helpers for anything that pays or is paid through x402: a stand-in facilitator on a local
 * port, and payers that sign `exact` (EIP-3009), `upto` (Permit2) and v1 payments as the official
 * clients do. For tests only: nothing here touches a chain.
 */
export { STUB_FACILITATOR_ADDRESS, STUB_FEE_PAYER, stubFacilitator, type SettledRequest, type SettleMode, type StubFacilitator, type StubFacilitatorOptions } from './stub-facilitator.ts'
export {
  asV1Payment,
  decodeBase64Json,
  encodeBase64Json,
  randomNonce,
  signExactPayment,
  signUptoPayment,
  type ExactPaymentOptions,
  type SignedTestPayment,
  type UptoPaymentOptions,
} from './payers.ts'
