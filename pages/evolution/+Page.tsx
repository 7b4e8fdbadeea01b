export { BrandPage as default } from '../../components/brand/BrandPage'
