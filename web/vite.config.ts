import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// In `npm start` the launcher runs Vite programmatically with this config and its own proxy target;
// this file also serves `npm run dev -w web` and `vite build`.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5002'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
})
