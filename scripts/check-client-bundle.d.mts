// Types for check-client-bundle.mjs, so the TypeScript tests can drive it.
export interface Marker {
  reason: string;
  pattern: RegExp;
}
export interface Hit {
  file: string;
  reason: string;
}
export function schemaTableNames(): Promise<string[]>;
export function secretSettingNames(): Promise<string[]>;
export function serverOnlyMarkers(names: { tableNames: string[]; secretNames: string[] }): Marker[];
export function findServerOnlyCode(assetsDir: string, markers: Marker[]): Promise<Hit[]>;
