/**
 * The few XMP properties the checks compare (the tool that made the file, the tool that wrote
 * the PDF, and the dates), read from the packet's XML. XMP writes a simple property either as an
 * attribute (`xmp:CreatorTool="…"`) or as an element (`<xmp:CreatorTool>…</xmp:CreatorTool>`);
 * both are read. Nothing else of the packet is kept.
 */

const PROPERTIES: readonly [key: string, name: string][] = [
  ['xmp.creatorTool', 'xmp:CreatorTool'],
  ['xmp.producer', 'pdf:Producer'],
  ['xmp.createDate', 'xmp:CreateDate'],
  ['xmp.modifyDate', 'xmp:ModifyDate'],
  ['xmp.metadataDate', 'xmp:MetadataDate'],
];

/** XMP packets are small; a larger one is cut, not parsed whole. */
const MAX_PACKET_CHARS = 256 * 1024;
const MAX_VALUE_CHARS = 300;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? whole;
    return ENTITIES[lower] ?? whole;
  });
}

function safeCodePoint(code: number): string | null {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

const escapeName = (name: string) => name.replace(':', '\\:');

/** The properties found, under their metadata keys ("xmp.creatorTool"). */
export function readXmp(xml: string): Record<string, string> {
  const packet = xml.slice(0, MAX_PACKET_CHARS);
  const found: Record<string, string> = {};
  for (const [key, name] of PROPERTIES) {
    const attribute = new RegExp(`\\s${escapeName(name)}\\s*=\\s*"([^"]*)"`).exec(packet);
    const element = new RegExp(`<${escapeName(name)}(?:\\s[^>]*)?>([^<]*)</${escapeName(name)}>`).exec(
      packet,
    );
    // A property written as an element may wrap its value in rdf:Alt/rdf:li (rare for these).
    const listed = new RegExp(
      `<${escapeName(name)}[^>]*>\\s*<rdf:\\w+>\\s*<rdf:li[^>]*>([^<]*)</rdf:li>`,
    ).exec(packet);
    const raw = attribute?.[1] ?? element?.[1] ?? listed?.[1];
    const value = raw === undefined ? '' : decodeXmlText(raw).trim();
    if (value !== '') found[key] = value.slice(0, MAX_VALUE_CHARS);
  }
  return found;
}
