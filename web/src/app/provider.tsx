import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import i18n from '@/i18n'
import { system } from './theme'

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </I18nextProvider>
  )
}
