/** The lines of a pasted or uploaded list of parties: trimmed, blank ones left out (Windows or Unix line ends). */
export function pastedLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
