import * as v from 'valibot'

/** Every OPS answer is wrapped in `ops:world-patent-data`; its members vary by service and are read leniently (json.ts). */
export const worldPatentData = v.object({ 'ops:world-patent-data': v.record(v.string(), v.unknown()) })
