import { business } from '#app/content/business'

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: business.timeZone })
const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: business.timeZone })

/** A date as the dealer reads it (their time zone), and as a machine reads it. */
export const formatDay = (ms: number) => ({ text: day.format(ms), iso: new Date(ms).toISOString() })
export const formatMoment = (ms: number) => ({ text: moment.format(ms), iso: new Date(ms).toISOString() })
