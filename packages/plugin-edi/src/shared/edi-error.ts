/**
 * A document or body the EDI code refuses. It carries the request field and a reason, which is
 * what core's worker pool turns into a 400 naming the field; the EDI code imports nothing from
 * core, so it runs the same on a worker thread and inline.
 */
export class EdiError extends Error {
  override readonly name = 'EdiError'
  constructor(readonly field: string, message: string, readonly reason = 'invalid') {
    super(message)
  }
}
