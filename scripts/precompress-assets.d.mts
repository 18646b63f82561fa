export function precompressAssets(
  folder: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }>;
