import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createAppRouter } from './router'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

// Created before rendering: the router starts loading the current screen's code at once.
const router = createAppRouter()

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
)
