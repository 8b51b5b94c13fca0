// The reader's notices (GET /api/user/notices, a page at a time) and marking them read (POST …/read):
// the list and the bell's count follow the server's answer at once.
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { ApiSuccess, NoticesDto, NoticesReadInput, UnreadNoticesDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { noticeKeys } from '@/lib/notices'

async function getNotices(after: string | null): Promise<NoticesDto> {
  const query = after ? `?${new URLSearchParams({ after }).toString()}` : ''
  return (await api.get<ApiSuccess<NoticesDto>>(`/user/notices${query}`)).data
}

export function useNotices(userId: string) {
  return useInfiniteQuery({
    queryKey: noticeKeys.list(userId),
    queryFn: ({ pageParam }) => getNotices(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // asked again on every visit: the bell may have counted new ones since
    staleTime: 0,
  })
}

/** The cached pages with these notices (all when `ids` is absent) read. */
function markCached(queryClient: QueryClient, userId: string, ids: string[] | undefined, unread: number) {
  queryClient.setQueryData<InfiniteData<NoticesDto>>(noticeKeys.list(userId), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            unread,
            notices: page.notices.map((notice) =>
              !ids || ids.includes(notice.id) ? { ...notice, read: true } : notice,
            ),
          })),
        }
      : old,
  )
  queryClient.setQueryData<UnreadNoticesDto>(noticeKeys.unread(userId), { unread })
}

/** Marks the given notices read, or every one of the reader's without `ids`. */
export function useMarkNoticesRead(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: NoticesReadInput) =>
      (await api.post<ApiSuccess<UnreadNoticesDto>>('/user/notices/read', input)).data,
    onSuccess: ({ unread }, { ids }) => markCached(queryClient, userId, ids, unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.unread(userId) }),
  })
}
