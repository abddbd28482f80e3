// Next.js's defaults. KIT_HOST_PAGE picks the build: Kit's page at `/`, or the same button in React alone at
// `/alone`. Each is built on its own (into its own folder) so neither shares a chunk with the other.
const page = process.env.KIT_HOST_PAGE === 'alone' ? 'alone' : 'kit'

/** @type {import('next').NextConfig} */
export default {
  distDir: `.next-${page}`,
  pageExtensions: [page === 'alone' ? 'alone.tsx' : 'kit.tsx'],
}
