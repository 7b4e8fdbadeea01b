export { operatorData as data } from '../../operator-data'
