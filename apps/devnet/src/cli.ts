console.log('Kit devnet: not yet implemented (issue 4).')
