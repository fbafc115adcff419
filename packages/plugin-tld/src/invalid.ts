import { createError } from '@svc/core'

/** A 400 naming the field, for semantic errors the schema cannot express. */
export function invalid(field: string, message: string) {
  return createError('INVALID_INPUT', `${field}: ${message}`, { details: { field } })
}
