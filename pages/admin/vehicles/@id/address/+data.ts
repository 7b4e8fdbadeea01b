export { data } from '../+data'
