import { version } from '@kit/frame-bridge'

const app = document.getElementById('app')
if (app) app.textContent = `Kit secure frame ${version}`
