// Empties the package's dist before a build, so a module removed from the sources is not published from an old build.
import { rmSync } from 'node:fs'

rmSync('dist', { recursive: true, force: true })
