import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The one font of every PDF: Noto Sans SC Regular (SIL Open Font License 1.1), a full TrueType file from the
 * `@expo-google-fonts/noto-sans-sc` package, embedded as a subset of the glyphs a document uses. Resolved from
 * the installed package (from the sources and from the bundle alike), never from the system or the repository.
 */
export const FONT_PACKAGE_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

let bytes: Buffer | undefined;

/** The font file, read once per worker. */
export function fontBytes(): Buffer {
  bytes ??= readFileSync(createRequire(import.meta.url).resolve(FONT_PACKAGE_FILE));
  return bytes;
}
