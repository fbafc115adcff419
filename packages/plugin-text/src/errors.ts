import { createError } from '@svc/core'

export function invalid(field: string, message: string) {
  return createError('INVALID_INPUT', `${field}: ${message}`, { details: { field } })
}
