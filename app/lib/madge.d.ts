// madge 8 ships no types; this is the part the import cycle test uses.
declare module "madge" {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    excludeRegExp?: RegExp[];
    tsConfig?: string | object;
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }

  interface MadgeResult {
    /** Each cycle as the files in it, relative to the folder madge read. */
    circular(): string[][];
    /** Imports madge could not resolve to a file (packages, generated route types). */
    warnings(): { skipped: string[] };
  }

  export default function madge(
    path: string | string[],
    config?: MadgeConfig,
  ): Promise<MadgeResult>;
}
