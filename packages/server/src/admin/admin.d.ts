/** Runs one admin command; answers the process's exit code. */
export declare function runAdmin(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out?: (line: string) => void,
): Promise<number>;
//# sourceMappingURL=admin.d.ts.map
