import { telHref } from '#app/content/business'
import { formatPrice } from '#app/content/format'
import { fill } from '#app/domain/language'
import { msrpSaving, primaryImage, specLabel } from '#app/domain/vehicles/vehicle'
import type { Language } from '#app/content/languages'
import { shopperPrice } from '#app/domain/specials/shopper-price'
import { RoadUseBadge } from '#app/components/RoadUseBadge'
import { SalePrice } from '#app/components/SalePrice'
import { EnquiryDisclosure } from '#app/components/EnquiryForm'
import { CompareToggle } from '#app/components/CompareToggle'
import { ExternalLink } from '#app/components/ExternalLink'
import { Gallery } from '#app/components/Gallery'
import { Icon } from '#app/components/Icon'
import { PaymentEstimate } from '#app/components/PaymentEstimate'
import { VehicleBadge, VehicleCard } from '#app/components/VehicleCard'
import { PHOTO_SIZES, VehiclePhoto } from '#app/components/VehiclePhoto'
import { useData, usePageContext, useFacts, useLanguage, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { VehicleData } from './+data'
import type { VehicleWords } from './+words'
import { unitDetails } from './details'
import './vehicle.css'

export default function Page() {
  const facts = useFacts()
  const { vehicle, text, similar = [], estimate, paymentWords } = useData<VehicleData>()
  const { site } = usePageContext()
  const words = useWords<VehicleWords>()
  const language = useLanguage()
  const localPath = useLocalPath()
  // The specifications' values are the dealer's own, as written: English, said so on another language's page.
  const dealer = language === 'en' ? undefined : 'en'
  // The description and features in the page's language where the dealer wrote them, else the English, marked.
  const marked = (written: Language) => (written === language ? undefined : written)
  const roadUse = words.roadUse[vehicle.roadUse]
  const phone = facts.phones.main.display
  const sold = vehicle.status === 'sold'
  const pending = vehicle.status === 'pending'
  // A sold unit has no price to save on; it shows what it was last listed at. On sale, the sale price shows the saving.
  const saving = sold || vehicle.sale ? undefined : msrpSaving(vehicle)
  const alt = fill(words.photoAlt, { name: vehicle.name, seats: vehicle.specifications.seatingCapacity, brand: vehicle.brand, category: vehicle.category.toLowerCase() })
  const specs = words.specs as Record<string, string>
  const details = [
    ...unitDetails(vehicle, words.unit, language).map(([label, value]): [string, string, boolean] => [label, value, false]),
    ...Object.entries(vehicle.specifications).map(([key, value]): [string, string, boolean] => [specs[key] ?? specLabel(key), String(value), true]),
  ]
  return (
    <article className="section vehicle-page">
      <div className="container">
        <a className="button button-ghost" href={localPath('/inventory')}>
          <Icon name="chevronLeft" size={18} />{` ${words.back}`}
        </a>

        <div className="vehicle-main">
          {vehicle.photos.length > 1 ? (
            <Gallery key={vehicle.id} photos={vehicle.photos} alt={alt} label={fill(words.photos, { name: vehicle.name })}>
              <VehicleBadge vehicle={vehicle} />
            </Gallery>
          ) : (
            <div className="vehicle-photo">
              {vehicle.photos[0] ? (
                <VehiclePhoto photo={vehicle.photos[0]} alt={alt} sizes={PHOTO_SIZES.main} loading="eager" fetchPriority="high" />
              ) : (
                <img src={primaryImage(vehicle)} alt={alt} width={800} height={600} fetchPriority="high" />
              )}
              <VehicleBadge vehicle={vehicle} />
            </div>
          )}

          <div className="vehicle-summary">
            <p className="eyebrow">{vehicle.category}</p>
            <h1>{vehicle.name}</h1>
            {sold && (
              <div className="vehicle-status vehicle-status-sold">
                <p className="vehicle-status-title">{words.soldTitle}</p>
                <p>{fill(words.soldText, { phone })}</p>
              </div>
            )}
            {pending && (
              <div className="vehicle-status vehicle-status-pending">
                <p className="vehicle-status-title">{words.pendingTitle}</p>
                <p>{words.pendingText}</p>
              </div>
            )}
            <p className="lead" lang={marked(text.description.language)}>
              {text.description.text}
            </p>
            <div className="vehicle-road-use">
              <RoadUseBadge roadUse={vehicle.roadUse} label={roadUse.label} />
              <p className="vehicle-road-use-text">
                {`${roadUse.long}. `}
                <a href={localPath('/street-legal')}>{words.roadUse.learnMore}</a>
              </p>
            </div>
            {sold ? (
              <p className="vehicle-price-was">{fill(words.lastListed, { price: formatPrice(vehicle.price) })}</p>
            ) : (
              <div className="vehicle-pricing">
                {saving !== undefined && (
                  <p className="vehicle-msrp">
                    {`${words.msrp} `}
                    <s>{formatPrice(vehicle.msrp!)}</s>
                  </p>
                )}
                <SalePrice price={vehicle.price} sale={vehicle.sale} className="price vehicle-price" />
                {saving !== undefined && <p className="vehicle-saving">{fill(words.saving, { amount: formatPrice(saving) })}</p>}
              </div>
            )}

            <dl className="vehicle-tiles">
              <div className="vehicle-tile">
                <dt>{words.seats}</dt>
                <dd>{vehicle.specifications.seatingCapacity}</dd>
              </div>
              <div className="vehicle-tile">
                <dt>{words.brand}</dt>
                <dd>{vehicle.brand.toUpperCase()}</dd>
              </div>
            </dl>

            <div className="vehicle-actions">
              {sold ? (
                <>
                  <a className="button button-primary" href={telHref(facts.phones.main)}>
                    <Icon name="phone" size={18} />{` ${words.askSimilar}`}
                  </a>
                  <a className="button button-outline" href={localPath('/contact')}>
                    {words.message}
                  </a>
                </>
              ) : (
                <>
                  <a className="button button-primary" href={telHref(facts.phones.main)}>
                    <Icon name="phone" size={18} />{` ${words.testDrive}`}
                  </a>
                  <ExternalLink className="button button-outline" href={site.financingUrl}>
                    {words.financing}
                  </ExternalLink>
                </>
              )}
              {vehicle.externalUrl && (
                <ExternalLink className="button button-outline" href={vehicle.externalUrl}>
                  {words.details}
                </ExternalLink>
              )}
              <CompareToggle id={vehicle.id} name={vehicle.name} showLink />
            </div>
            {!sold && (
              <div className="vehicle-enquiries">
                <EnquiryDisclosure kind="test-drive" vehicle={{ id: vehicle.id, name: vehicle.name }} intro={words.testDriveIntro} words={words.enquiryForm} />
                <EnquiryDisclosure
                  kind="trade-in"
                  vehicle={{ id: vehicle.id, name: vehicle.name }}
                  intro={words.tradeInIntro}
                  words={words.enquiryForm}
                />
              </div>
            )}
          </div>
        </div>

        {estimate && paymentWords && <PaymentEstimate key={vehicle.id} path={localPath(`/vehicles/${vehicle.id}`)} price={shopperPrice(vehicle)} estimate={estimate} words={paymentWords} />}

        {similar.length > 0 && (
          <section className="vehicle-similar" aria-labelledby="similar-title">
            <h2 id="similar-title">{words.similar}</h2>
            <div className="vehicle-grid vehicle-grid-3">
              {similar.map((other) => (
                <VehicleCard key={other.id} vehicle={other} />
              ))}
            </div>
          </section>
        )}

        <div className="grid grid-2 vehicle-details">
          <section className="card" aria-labelledby="features-title">
            <h2 id="features-title" className="h3">
              {words.features}
            </h2>
            <ul className="check-list">
              {text.features.text.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={18} />
                  <span lang={marked(text.features.language)}>{feature}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="specs-title">
            <h2 id="specs-title" className="h3">
              {words.specifications}
            </h2>
            <dl className="spec-list">
              {details.map(([label, value, asWritten], index) => (
                <div key={index} className="spec-row">
                  <dt>{label}</dt>
                  <dd lang={asWritten ? dealer : undefined}>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section className="card interested" aria-labelledby="interested-title">
          <h2 id="interested-title" className="h3">
            {sold ? words.likeThisTitle : words.interestedTitle}
          </h2>
          <p>{sold ? fill(words.likeThisText, { name: vehicle.name, phone }) : fill(words.interestedText, { phone })}</p>
          <div className="button-row">
            <a className="button button-primary" href={telHref(facts.phones.main)}>
              <Icon name="phone" size={18} />{` ${words.contactSales}`}
            </a>
            <a className="button button-outline" href={localPath('/inventory')}>
              {words.more}
            </a>
            {vehicle.externalUrl && (
              <ExternalLink className="button button-outline" href={vehicle.externalUrl}>
                {words.fullSpecs}
              </ExternalLink>
            )}
          </div>
        </section>
      </div>
    </article>
  )
}
