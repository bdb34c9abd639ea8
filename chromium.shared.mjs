// How every browser test and screenshot script in the repo launches Debian's chromium through
// playwright-core: CHROMIUM_PATH or /usr/bin/chromium, never a downloaded browser, and with background
// networking off (this machine's closed network refuses those connections).

/** Flags every launch uses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for playwright-core's `chromium.launch`, headless, with extra flags appended. */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  };
}
