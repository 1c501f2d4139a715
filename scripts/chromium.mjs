// The system Chromium and the flags every automated run of it shares (e2e, bench): no sandbox
// (root in a container), no GPU, and nothing that reaches out to the network on its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * The phone Lighthouse's mobile preset emulates, applied in the browser (its devtools throttling
 * figures): the CPU 4x slower, the network "slow 4G". `cdp` is a DevTools session of the page.
 */
export async function throttleLikeAPhone(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  })
}
