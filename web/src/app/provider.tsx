import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { lazy, useEffect, useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { EventSlotsContext, eventKeys, type EventSlots } from '@/features/events'
// the key test alone: the trips' index would bring their components into the first file
import { isTripQuery } from '@/features/trips/api/trip-keys'
import i18n from '@/i18n'
import { withTexts } from '@/lib/lazy-screen'
import { createQueryClient } from '@/lib/query-client'
import { pageSystem } from './theme'

/** The wishlist toggle and the trips beside an event: their code loads with the first screen showing them. */
const eventSlots: EventSlots = {
  ReaderActions: lazy(() => import('@/features/wishlist/components/wishlist-toggle')),
  TripActions: lazy(withTexts(() => import('@/features/trips/components/add-to-trip'), ['trips'])),
  PublishedTrip: lazy(withTexts(() => import('@/features/trips/components/published-trip'), ['trips'])),
}

interface AppProviderProps {
  children: ReactNode
  /** the server-state cache; one per app by default (tests give each render its own, without retries) */
  queryClient?: QueryClient
  /** the texts; the app's own instance by default (the server renders each language with its own) */
  i18n?: I18n
}

/** Texts, the server-state cache, the theme, and the features' places on each other's screens. */
export function AppProvider({ children, queryClient, i18n: texts = i18n }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  // Events are answered in the reader's language (their translation when they have one), trips' stops
  // too: a switch asks for them again in the new one.
  useEffect(() => {
    const refresh = () => {
      void client.invalidateQueries({ queryKey: eventKeys.all })
      void client.invalidateQueries({ predicate: ({ queryKey }) => isTripQuery(queryKey) })
    }
    texts.on('languageChanged', refresh)
    return () => texts.off('languageChanged', refresh)
  }, [client, texts])
  return (
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={client}>
        <ChakraProvider value={pageSystem()}>
          <EventSlotsContext.Provider value={eventSlots}>{children}</EventSlotsContext.Provider>
        </ChakraProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
