import { useState } from 'react'
import { mapEmbedSrc } from '../content/business'
import { useCommonWords } from '../renderer/usePageContext'
import { Icon } from './Icon'
import './MapEmbed.css'

/**
 * An embedded map that loads the maps service only when the visitor asks for it (no
 * third-party requests or cookies until then). Without JavaScript the link still works.
 */
export function MapEmbed({ query, label }: { /** Address or "lat,lng" */ query: string; /** e.g. "Map of Emmaus, PA" */ label: string }) {
  const [shown, setShown] = useState(false)
  const words = useCommonWords()
  const link = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
  return (
    <figure className="map-frame">
      {shown ? (
        <iframe src={mapEmbedSrc(query)} title={label} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
      ) : (
        <>
          <img src="/images/map-placeholder.svg" alt="" width={800} height={600} loading="lazy" decoding="async" />
          <figcaption className="map-overlay">
            <span className="map-label">{label}</span>
            <span className="button-row">
              <button type="button" className="button button-primary" onClick={() => setShown(true)}>
                <Icon name="mapPin" size={18} />
                {` ${words.map.show}`}
              </button>
              <a className="button button-outline" href={link} target="_blank" rel="noopener noreferrer">
                {words.map.open}
                <span className="visually-hidden">{` ${words.newTab}`}</span>
              </a>
            </span>
          </figcaption>
        </>
      )}
    </figure>
  )
}
