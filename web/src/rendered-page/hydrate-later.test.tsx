// A part of the server's page in HydrateLater starts working after the rest, and the page counts as
// hydrated whole (the language may change) only once it has.
import { act, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydrateLater } from './hydrate-later'
import { hydrationEnds, hydrationStarts, MAIN_HYDRATED_MARK, pageHydrated } from './hydration-gate'

const order: string[] = []

function Working({ name }: { name: string }) {
  useEffect(() => {
    order.push(name)
  }, [name])
  return <p>{name}</p>
}

/** As the layout's HydrationDone: the page but its later parts has hydrated. */
function MainDone() {
  useEffect(() => {
    order.push('main done')
    hydrationEnds()
  }, [])
  return null
}

function Page() {
  return (
    <>
      <Working name="on screen" />
      <HydrateLater>
        <Working name="below the fold" />
      </HydrateLater>
      <MainDone />
    </>
  )
}

describe('a part that hydrates later', () => {
  it('works after the rest of the page, and the page is whole once it does', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    hydrationStarts()
    let whole = false
    void pageHydrated().then(() => {
      order.push('whole')
      whole = true
    })

    await act(async () => {
      hydrateRoot(container, <Page />)
    })
    await expect.poll(() => whole).toBe(true)

    expect(order).toEqual(['on screen', 'main done', 'below the fold', 'whole'])
    expect(performance.getEntriesByName(MAIN_HYDRATED_MARK)).toHaveLength(1)
    expect(container).toHaveTextContent('on screenbelow the fold')
  })
})
