import type { ApiError } from './errors.ts'

/** One failing call of a plan, as a batch's 400 or 502 lists it. */
export interface Failure {
  index: number
  endpoint: string
  status: number
  code: string
  error: string
  field?: unknown
}

export function failureOf(error: ApiError): Omit<Failure, 'index' | 'endpoint'> {
  const failure: Omit<Failure, 'index' | 'endpoint'> = { status: error.status, code: error.code, error: error.message }
  if (error.details?.field !== undefined) failure.field = error.details.field
  return failure
}
