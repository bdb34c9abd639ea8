/** Flags every chromium launch in the repo uses. */
export declare const CHROMIUM_ARGS: readonly string[];
/** Launch options for playwright-core's `chromium.launch`, headless, with extra flags appended. */
export declare function chromiumLaunchOptions(extraArgs?: readonly string[]): {
  executablePath: string;
  headless: true;
  args: string[];
};
