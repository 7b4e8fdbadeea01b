import { telHref } from '#app/content/business'
import { fillParts } from '#app/components/fill-parts'
import { Hero } from '#app/components/Hero'
import { useData, usePageContext, useFacts, useLocalPath, useWords } from '#app/renderer/usePageContext'
import type { PoliciesIndexData } from './+data'
import type { PoliciesWords } from './+words'
import './policies.css'

/** /policies: every policy document in one list (the breadcrumb's middle step). */
export default function Page() {
  const facts = useFacts()
  const { policies } = useData<PoliciesIndexData>()
  const { urlPathname } = usePageContext()
  const words = useWords<PoliciesWords>()
  const localPath = useLocalPath()
  return (
    <>
      <Hero imageKey={urlPathname} eyebrow={words.eyebrow} title={words.title} compact>
        <p>
          {fillParts(words.intro, {
            county: words.county,
            phone: (
              <a className="hero-link" href={telHref(facts.phones.main)}>
                {facts.phones.main.display}
              </a>
            ),
          })}
        </p>
      </Hero>
      <section className="section" aria-labelledby="policies-list-title">
        <div className="container">
          <h2 id="policies-list-title" className="visually-hidden">
            {words.allPolicies}
          </h2>
          <ul className="grid grid-3 policy-index">
            {policies.map((p) => (
              <li key={p.path} className="card">
                <h3 className="h3">
                  <a href={localPath(p.path)}>{p.title}</a>
                </h3>
                <p>{p.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
