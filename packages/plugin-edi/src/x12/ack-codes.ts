/** AK5/IK5 transaction set syntax error codes (X12 data element 718). */
export const SET_ERRORS: Record<number, string> = {
  1: 'Transaction Set Not Supported',
  2: 'Transaction Set Trailer Missing',
  3: 'Transaction Set Control Number in Header and Trailer Do Not Match',
  4: 'Number of Included Segments Does Not Match Actual Count',
  5: 'One or More Segments in Error',
  6: 'Missing or Invalid Transaction Set Identifier',
  7: 'Missing or Invalid Transaction Set Control Number',
  23: 'Transaction Set Control Number Not Unique within the Functional Group',
}

/** AK9 functional group syntax error codes (X12 data element 716). */
export const GROUP_ERRORS: Record<number, string> = {
  1: 'Functional Group Not Supported',
  2: 'Functional Group Version Not Supported',
  3: 'Functional Group Trailer Missing',
  4: 'Group Control Number in the Functional Group Header and Trailer Do Not Agree',
  5: 'Number of Included Transaction Sets Does Not Match Actual Count',
  6: 'Group Control Number Violates Syntax',
  19: 'Functional Group Control Number not Unique within Interchange',
}

/** AK3/IK3 segment syntax error codes (X12 data element 720). */
export const SEGMENT_ERRORS: Record<number, string> = {
  1: 'Unrecognized segment ID',
}

export const describeCodes = (codes: number[], table: Record<number, string>) =>
  [...new Set(codes)].map((code) => ({ code: String(code), description: table[code] ?? 'unknown' }))
