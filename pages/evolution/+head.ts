export { brandHead as head } from '../../components/brand/head'
