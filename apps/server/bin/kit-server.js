#!/usr/bin/env node
// The `kit-server` command. It lives outside dist so that installing the workspace (before anything is built) can
// link it; it runs the built server.
import '../dist/main.js'
