// "Show more" under a list loaded a page at a time: there while pages remain, busy while one loads.
import { Button } from '@chakra-ui/react'

interface PagedList {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

export function LoadMoreButton({ list, label }: { list: PagedList; label: string }) {
  if (!list.hasNextPage) return null
  return (
    <Button
      variant="outline"
      alignSelf="center"
      loading={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {label}
    </Button>
  )
}
