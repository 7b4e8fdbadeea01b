import { business } from '../../data/business'

export default function Page() {
  return (
    <section className="hero">
      <div className="container">
        <h1>Electric Golf Carts in {business.county}</h1>
        <p>{business.tagline}.</p>
        <div className="button-row">
          <a className="button button-accent" href="/inventory">
            View Inventory
          </a>
        </div>
      </div>
    </section>
  )
}
