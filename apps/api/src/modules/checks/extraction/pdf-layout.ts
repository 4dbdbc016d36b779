/**
 * A PDF page's text as lines with their place and size, for checks that read a document by its
 * layout (the LinkedIn profile export: a sidebar and a main column, headings in a larger font).
 * pdf.js gives each text run its transform (x, y, size); runs on one baseline at one size make a
 * line. Font names are not given by pdf.js's text content, so sizes are what a reader relies on.
 */

/** One line of text: page (1-based), left edge and distance of the baseline from the page's top, in points. */
export type LayoutLine = { page: number; x: number; y: number; size: number; text: string };

/** Lines kept per document: a long profile export has a few hundred; a layout needs no more. */
export const MAX_LAYOUT_LINES = 3000;
const MAX_LINE_CHARS = 300;

type Run = { str: string; transform: number[] };

const isRun = (item: unknown): item is Run =>
  typeof item === 'object' &&
  item !== null &&
  'str' in item &&
  typeof item.str === 'string' &&
  'transform' in item &&
  Array.isArray(item.transform);

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The lines of one page, top to bottom and left to right. Runs join a line when they share its
 * baseline (within a fifth of the size), its size (within a quarter point) and follow it closely:
 * the sidebar and the main column stay separate lines even on one baseline.
 */
export function layoutLines(items: readonly unknown[], page: number, pageHeight: number): LayoutLine[] {
  type Open = LayoutLine & { right: number };
  const lines: Open[] = [];
  for (const item of items) {
    if (!isRun(item) || item.str.trim() === '') continue;
    const [a = 0, b = 0, , , e = 0, f = 0] = item.transform;
    const size = Math.hypot(a, b);
    if (size <= 0) continue;
    const y = pageHeight - f;
    const width =
      'width' in item && typeof item.width === 'number' ? item.width : item.str.length * size * 0.5;
    const line = lines.find(
      (open) =>
        Math.abs(open.y - y) <= size / 5 &&
        Math.abs(open.size - size) <= 0.25 &&
        e >= open.x &&
        e - open.right <= size * 2,
    );
    if (line) {
      const gap = e - line.right > size * 0.15 && !line.text.endsWith(' ') && !item.str.startsWith(' ');
      line.text = `${line.text}${gap ? ' ' : ''}${item.str}`;
      line.right = Math.max(line.right, e + width);
    } else {
      lines.push({ page, x: e, y, size, text: item.str, right: e + width });
    }
  }
  return lines
    .map(({ right: _right, ...line }) => ({
      ...line,
      x: round(line.x),
      y: round(line.y),
      size: round(line.size),
      text: line.text.replace(/\s+/g, ' ').trim().slice(0, MAX_LINE_CHARS),
    }))
    .filter((line) => line.text !== '')
    .sort((p, q) => p.y - q.y || p.x - q.x);
}
