export { BrandPage as default } from '#app/components/brand/BrandPage'
