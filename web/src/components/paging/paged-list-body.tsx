// A list loaded a page at a time, around its first page: what shows while that loads, its failure, what
// an empty list says, or the list itself. "Show more" goes below it (load-more-button.tsx).
import type { ReactNode } from 'react'
import { ErrorState } from '@/components/feedback/status-views'
import { errorMessage } from '@/lib/api-client'

interface PagedList<Item> {
  status: 'pending' | 'error' | 'success'
  error: unknown
  items: Item[]
}

interface PagedListBodyProps<Item> {
  list: PagedList<Item>
  loading: ReactNode
  empty: ReactNode
  children: (items: Item[]) => ReactNode
}

export function PagedListBody<Item>({ list, loading, empty, children }: PagedListBodyProps<Item>) {
  if (list.status === 'pending') return <>{loading}</>
  if (list.status === 'error') return <ErrorState message={errorMessage(list.error)} />
  return <>{list.items.length === 0 ? empty : children(list.items)}</>
}
