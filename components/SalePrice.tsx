import { formatPrice } from '../content/format'
import { useCommonWords } from '../renderer/usePageContext'
import './SalePrice.css'

/**
 * A cart's price as a shopper pays it (domain/specials/shopper-price.ts): the sale price beside
 * the regular one, struck through, and when the sale ends; just the price without a sale.
 */
export function SalePrice({ price, sale, className = 'price' }: { price: number; sale?: { price: number; endsText: string }; className?: string }) {
  const words = useCommonWords().salePrice
  if (!sale) return <p className={className}>{formatPrice(price)}</p>
  return (
    <div className="sale-price">
      <p className={`${className} sale-price-now`}>
        <span className="visually-hidden">{`${words.sale}: `}</span>
        {formatPrice(sale.price)}
      </p>
      <p className="sale-price-regular">
        <span className="visually-hidden">{`${words.regular}: `}</span>
        <s>{formatPrice(price)}</s>
      </p>
      <p className="sale-price-ends">{sale.endsText}</p>
    </div>
  )
}
