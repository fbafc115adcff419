
/** A recorded or documented-shape answer file of an upstream's fixture folder. */
export const fixture = (upstream: string, file: string) => ({ file: `${upstream}/${file}` })
