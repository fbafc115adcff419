import { invalidField, lookupAnswer, type OperationHandler } from '@svc/core'
import { isSupportedCountry, parsePhoneNumberWithError, ParseError, validatePhoneNumberLength, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max'
import { SOURCE } from './source.ts'


/** Why a number is not valid: a parse error or length code of libphonenumber-js, or INVALID_NUMBER for a number of possible length that matches no numbering plan range. */
type Reason = 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' | 'INVALID_NUMBER'

const handler: OperationHandler<{ number: string; country?: string | undefined }> = ({ input }) => {
  if (input.country !== undefined && !isSupportedCountry(input.country)) {
    throw invalidField('country', `${input.country} has no telephone numbering plan in libphonenumber's metadata`)
  }
  const country = input.country as CountryCode | undefined
  let parsed: PhoneNumber | undefined
  let reason: Reason | null = null
  try {
    parsed = parsePhoneNumberWithError(input.number, country)
  } catch (error) {
    if (!(error instanceof ParseError)) throw error
    reason = error.message as Reason
  }
  return lookupAnswer(describe(input.number, parsed, reason ?? lengthReason(input.number, country, parsed)), SOURCE)
}

export default handler

function lengthReason(text: string, country: CountryCode | undefined, parsed: PhoneNumber | undefined): Reason | null {
  if (!parsed || parsed.isValid()) return null
  return (validatePhoneNumberLength(text, country) as Reason | undefined) ?? 'INVALID_NUMBER'
}

function describe(input: string, parsed: PhoneNumber | undefined, reason: Reason | null) {
  const possible = parsed?.isPossible() ?? false
  const formatted = parsed && possible ? parsed : undefined
  const type = parsed?.isValid() ? parsed.getType() : undefined
  return {
    input,
    valid: parsed?.isValid() ?? false,
    possible,
    reason,
    e164: formatted?.number ?? null,
    international: formatted?.formatInternational() ?? null,
    national: formatted?.formatNational() ?? null,
    uri: formatted?.getURI() ?? null,
    country: parsed?.country ?? null,
    callingCode: parsed ? `+${parsed.countryCallingCode}` : null,
    nationalNumber: parsed?.nationalNumber ?? null,
    extension: parsed?.ext ?? null,
    type: type ? type.toLowerCase().replace(/_/g, '-') : null,
    nonGeographic: parsed?.isNonGeographic() ?? false,
  }
}
